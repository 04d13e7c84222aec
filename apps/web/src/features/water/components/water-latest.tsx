import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { WaterLatest } from '@canopy/shared/schemas/water';
import { Value } from '../../../components/devices/value';
import { WaterMetersCard } from './water-meters-card';

export interface WaterLatestCardProps {
  latest: WaterLatest | undefined;
  error: unknown;
}

/** In and out meters now: rate in lpm and total in litres, 'no data' where a value is missing. */
export function WaterLatestCard({ latest, error }: WaterLatestCardProps): ReactNode {
  const { t } = useTranslation();
  const shown = (value: number | null | undefined, unit: string) =>
    value === null || value === undefined ? t('devices.noData') : <Value value={value} unit={unit} />;
  const meter = (label: string, side: WaterLatest['in'] | undefined) => ({
    label,
    figures: [
      shown(side?.rate_lpm, t('water.unitLpm')),
      shown(side?.total_l, t('water.unitLitres')),
    ] as const,
  });
  return (
    <WaterMetersCard
      titleId="water-latest-title"
      title={t('water.latest')}
      failure={latest ? null : error}
      columns={[t('water.rate'), t('water.total')]}
      meters={[meter(t('water.in'), latest?.in), meter(t('water.out'), latest?.out)]}
    />
  );
}
