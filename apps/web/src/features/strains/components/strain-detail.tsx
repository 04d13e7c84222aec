import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/use-session';
import { ApiError } from '../../../lib/api-client';
import { useStrain } from '../api/get-strain';
import { StrainDiary } from './strain-diary';

/**
 * /strain/{slug}: photos and description for anyone; diary and cuttings after login. `cuttings` is the strain's
 * cuttings list, which the page composing this one supplies.
 */
export function StrainDetail({ slug, cuttings }: { slug: string; cuttings?: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const query = useStrain(slug, actor !== null);

  if (query.isPending) return <Text role="status">{t('strains.loading')}</Text>;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return <Text role="alert">{missing ? t('strains.notFound') : t('strains.error')}</Text>;
  }
  const strain = query.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/strains">
        {t('strains.back')}
      </Anchor>
      <Group gap="sm">
        <Title order={1}>{strain.name}</Title>
        {strain.genetics ? <Badge variant="outline">{strain.genetics}</Badge> : null}
      </Group>
      {strain.images.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {strain.images.map((image, index) => (
            <Image
              key={image.publicId}
              src={image.url}
              alt={t('strains.imageAlt', { name: strain.name, number: index + 1 })}
              radius="md"
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {strain.description ? (
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {strain.description}
        </Text>
      ) : null}
      {strain.diary ? (
        <>
          {cuttings}
          <StrainDiary strainId={strain._id} entries={strain.diary} />
        </>
      ) : (
        <Text c="dimmed">{t('diary.loginHint')}</Text>
      )}
    </Stack>
  );
}
