import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Cutting } from '@canopy/shared/schemas/cuttings';
import { CuttingPhoto } from './cutting-photo';

/** The record's images (set in the admin edit form); blurred previews for readers without the right. */
export function CuttingImages({ cutting }: { cutting: Cutting }): ReactNode {
  const { t } = useTranslation();
  if (cutting.images.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="cutting-images-title">
      <Title order={2} size="h3" id="cutting-images-title">
        {t('cuttings.images')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {cutting.images.map((image, index) => (
          <CuttingPhoto
            key={image.publicId}
            src={image.url}
            blurred={cutting.photosBlurred}
            alt={t('cuttings.imageAlt', { code: cutting.code, number: index + 1 })}
            h={160}
            eager={index === 0}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
