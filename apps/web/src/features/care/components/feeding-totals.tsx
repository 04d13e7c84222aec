import type { ReactNode } from 'react';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { TermFigure, TermGrid } from '../../../components/ui/term-figure';
import type { FeedingTotals } from '@canopy/shared/schemas/feeding';
import { useFeedingFormat } from '../../../components/feeding/use-feeding-format';

/** A run's feeding totals: its feeds and their litres, its scouting and treatments, each product given. */
export function FeedingTotalsView({ totals }: { totals: FeedingTotals }): ReactNode {
  const { t } = useTranslation();
  const format = useFeedingFormat();
  return (
    <Stack gap="xs">
      <TermGrid label={t('care.run.totals')}>
        <TermFigure label={t('care.run.feeds')} value={String(totals.feeds)} />
        <TermFigure label={t('care.run.litres')} value={format.volume(totals.litres, 'L')} />
        <TermFigure label={t('care.run.scouting')} value={String(totals.scouting)} />
        <TermFigure label={t('care.run.treatments')} value={String(totals.treatments)} />
      </TermGrid>
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
