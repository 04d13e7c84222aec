import { useMemo, type ReactNode } from 'react';
import { SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../api/climate-history';
import { HISTORY_WINDOW_HOURS } from '@canopy/shared/constants';
import { useNow } from '../../../lib/use-now';
import { toChartData } from '../lib/chart-data';
import { UplotChart } from './uplot-chart';

/** The four 24-hour lines and day/night as a stepped line (SPEC section 2). Loaded only when history exists. */
export function ClimateCharts({ entries }: { entries: HistoryEntry[] }): ReactNode {
  const { t } = useTranslation();
  const data = useMemo(() => toChartData(entries), [entries]);
  // The axis ends now, not at the last reading, so a stalled device shows its gap.
  const nowMs = useNow(60_000);
  const span = useMemo((): [number, number] => {
    const to = Math.max(nowMs / 1000, data.x.at(-1) ?? 0);
    return [to - HISTORY_WINDOW_HOURS * 3600, to];
  }, [data, nowMs]);
  return (
    <section aria-labelledby="climate-charts-title">
      <Title order={2} size="h4" id="climate-charts-title" mb="sm">
        {t('devices.charts')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <UplotChart
          timeLabel={t('devices.chart.time')}
          title={t('devices.chartTemperature')}
          x={data.x}
          y={data.temperature}
          window={span}
          color="#e8590c"
        />
        <UplotChart
          timeLabel={t('devices.chart.time')}
          title={t('devices.chartHumidity')}
          x={data.x}
          y={data.humidity}
          window={span}
          color="#1c7ed6"
        />
        <UplotChart
          timeLabel={t('devices.chart.time')}
          title={t('devices.chartCo2')}
          x={data.x}
          y={data.co2}
          window={span}
          color="#2b8a3e"
        />
        <UplotChart
          timeLabel={t('devices.chart.time')}
          title={t('devices.chartVpd')}
          x={data.x}
          y={data.vpd}
          window={span}
          color="#7048e8"
        />
        <UplotChart
          timeLabel={t('devices.chart.time')}
          title={t('devices.chartDayNight')}
          x={data.x}
          y={data.dayNight}
          window={span}
          color="#f59f00"
          stepped
        />
      </SimpleGrid>
    </section>
  );
}
