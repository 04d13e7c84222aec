import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useStrainCuttings } from '../api/list-strain-cuttings';
import { CuttingCard } from './cutting-card';

/** The cuttings of a strain on its detail page, for logged-in readers; photos blurred for plain users. */
export function StrainCuttings({ slug }: { slug: string }): ReactNode {
  const { t } = useTranslation();
  const query = useStrainCuttings(slug, true);
  return (
    <Stack gap="xs" component="section" aria-labelledby="strain-cuttings-title">
      <Title order={2} size="h3" id="strain-cuttings-title">
        {t('strains.cuttings')}
      </Title>
      {query.isPending ? <Text role="status">{t('cuttings.loading')}</Text> : null}
      {query.isError ? <Text role="alert">{t('cuttings.loadFailed')}</Text> : null}
      {query.isSuccess && query.data.length === 0 ? <Text>{t('strains.noCuttings')}</Text> : null}
      {query.isSuccess && query.data.length > 0 ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {query.data.map((cutting) => (
            <CuttingCard
              key={cutting._id}
              cutting={cutting}
              displayMode="both"
              size="medium"
              headingLevel={3}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
