import type { ReactNode } from 'react';
import { Badge, Button, Card, Image, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

export interface EditablePhoto {
  url: string;
  publicId: string;
  isMain?: boolean;
}

export interface PhotoThumbsProps {
  photos: EditablePhoto[];
  onRemove: (publicId: string) => void;
  /** Offered when the form has a main image (strains, cuttings). */
  onMakeMain?: (publicId: string) => void;
}

/** The photos a form holds, each with remove (and make-main) buttons. */
export function PhotoThumbs({ photos, onRemove, onMakeMain }: PhotoThumbsProps): ReactNode {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
      {photos.map((photo, index) => (
        <Card key={photo.publicId} withBorder padding="xs">
          <Stack gap={6}>
            <Image
              src={photo.url}
              alt={t('photos.photoAlt', { number: index + 1 })}
              h={100}
              fit="cover"
              radius="sm"
            />
            {photo.isMain ? <Badge color="canopy">{t('photos.main')}</Badge> : null}
            {onMakeMain && !photo.isMain ? (
              <Button size="compact-sm" variant="default" onClick={() => onMakeMain(photo.publicId)}>
                {t('photos.makeMain')}
              </Button>
            ) : null}
            <Button
              size="compact-sm"
              color="red"
              variant="outline"
              onClick={() => onRemove(photo.publicId)}
              aria-label={`${t('photos.remove')} ${index + 1}`}
            >
              {t('photos.remove')}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
