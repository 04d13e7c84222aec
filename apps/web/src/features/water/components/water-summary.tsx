import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { WaterSummary } from '@canopy/shared/schemas/water';
import { Value } from '../../../components/devices/value';
import type { PollInterval } from '../api/water-request';
import { useWaterSummary } from '../api/water-summary';
import type { WaterSelection } from '../../../lib/devices/water-range';
import { WaterMetersCard } from './water-meters-card';

export interface WaterSummaryCardProps {
  deviceId: string;
  selection: WaterSelection | null;
  poll: PollInterval;
}

/** GET /summary for the chosen range: litres used (total delta) and the average rate, per meter. */
export function WaterSummaryCard({ deviceId, selection, poll }: WaterSummaryCardProps): ReactNode {
  const { t } = useTranslation();
  const summary = useWaterSummary(deviceId, selection, poll);
  // An invalid custom range asks for nothing; the previous range's totals would mislead.
  const data = selection ? summary.data : undefined;
  const meter = (label: string, side: WaterSummary['in'] | undefined) => ({
    label,
    figures: [
      <Value key="used" value={side?.total_delta_l} unit={t('water.unitLitres')} digits={2} />,
      <Value key="rate" value={side?.avg_rate_lpm} unit={t('water.unitLpm')} digits={2} />,
    ] as const,
  });
  return (
    <WaterMetersCard
      titleId="water-summary-title"
      title={t('water.summary')}
      failure={selection && summary.isError && !data ? summary.error : null}
      columns={[t('water.used'), t('water.averageRate')]}
      meters={[meter(t('water.in'), data?.in), meter(t('water.out'), data?.out)]}
    />
  );
}
