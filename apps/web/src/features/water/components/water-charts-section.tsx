import { lazy, Suspense, type ReactNode } from 'react';
import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessage } from '../../../i18n/error-message';
import type { PollInterval } from '../api/water-request';
import { useWaterSeries } from '../api/water-series';
import type { WaterSelection } from '../../../lib/devices/water-range';
import { WaterTimeoutError } from '../api/with-timeout';
import { Loading } from '../../../components/ui/loading';

// uPlot is fetched only when there are points to draw.
const WaterCharts = lazy(() => import('./water-charts').then((m) => ({ default: m.WaterCharts })));

export interface WaterChartsSectionProps {
  deviceId: string;
  selection: WaterSelection | null;
  poll: PollInterval;
}

export function WaterChartsSection({ deviceId, selection, poll }: WaterChartsSectionProps): ReactNode {
  const { t } = useTranslation();
  const series = useWaterSeries(deviceId, selection, poll);
  const body = (() => {
    if (selection === null) return null;
    if (series.isError && !series.data) {
      return (
        <Text c="red" role="alert">
          {series.error instanceof WaterTimeoutError ? t('water.timeout') : errorMessage(t, series.error)}
        </Text>
      );
    }
    if (!series.data) return <Loading size="sm" label={t('common.loading')} />;
    if (series.data.points.length === 0) return <Text>{t('water.noSeries')}</Text>;
    return (
      <Suspense fallback={<Loading size="sm" label={t('common.loading')} />}>
        <WaterCharts series={series.data} />
      </Suspense>
    );
  })();
  return (
    <Card withBorder component="section" aria-labelledby="water-charts-title">
      <Title order={2} size="h4" id="water-charts-title" mb="sm">
        {t('water.charts')}
      </Title>
      {body}
    </Card>
  );
}
