import type { ReactNode } from 'react';
import { Box, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedingTotals } from '@canopy/shared/schemas/feeding';
import { useFeedingFormat } from '../../../components/feeding/use-feeding-format';

/** One figure: its name over its value, as a term and its description. */
function Figure({ label, value }: { label: string; value: string }): ReactNode {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        <bdi>{value}</bdi>
      </Text>
    </Box>
  );
}

/** A run's feeding totals: its feeds and their litres, its scouting and treatments, each product given. */
export function FeedingTotalsView({ totals }: { totals: FeedingTotals }): ReactNode {
  const { t } = useTranslation();
  const format = useFeedingFormat();
  return (
    <Stack gap="xs">
      <SimpleGrid
        component="dl"
        cols={{ base: 2, xs: 4 }}
        spacing="xs"
        verticalSpacing={4}
        m={0}
        aria-label={t('care.run.totals')}
      >
        <Figure label={t('care.run.feeds')} value={String(totals.feeds)} />
        <Figure label={t('care.run.litres')} value={format.volume(totals.litres, 'L')} />
        <Figure label={t('care.run.scouting')} value={String(totals.scouting)} />
        <Figure label={t('care.run.treatments')} value={String(totals.treatments)} />
      </SimpleGrid>
      {totals.products.length > 0 ? (
        <Stack gap={2}>
          <Text size="sm" fw={600} id="run-product-totals">
            {t('care.run.products')}
          </Text>
          <List size="sm" spacing={2} aria-labelledby="run-product-totals">
            {totals.products.map((product) => (
              <List.Item key={`${product.productId}-${product.unit}`}>
                <bdi>{product.productName}</bdi>
                {': '}
                <bdi>{format.amount(product.amount, product.unit)}</bdi>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
