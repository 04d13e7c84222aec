import { useMemo, type ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { WaterWindowSeries } from '../api/water-series';
import { toWaterChartData } from '../lib/water-chart-data';
import { WaterChart, type WaterChartLine } from './water-chart';

const IN_COLOR = '#1c7ed6';
const OUT_COLOR = '#e8590c';

/** Rate (lpm) and total (litres), in and out on each; loaded lazily with uPlot. */
export function WaterCharts({ series }: { series: WaterWindowSeries }): ReactNode {
  const { t } = useTranslation();
  const data = useMemo(() => toWaterChartData(series.points), [series.points]);
  const span = useMemo(
    (): [number, number] => [series.from / 1000, series.to / 1000],
    [series.from, series.to],
  );
  const lines = useMemo(() => {
    const pair = (inValues: (number | null)[], outValues: (number | null)[]): WaterChartLine[] => [
      { label: t('water.in'), values: inValues, color: IN_COLOR },
      { label: t('water.out'), values: outValues, color: OUT_COLOR },
    ];
    return { rate: pair(data.inRate, data.outRate), total: pair(data.inTotal, data.outTotal) };
  }, [data, t]);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <WaterChart
        title={t('water.chartRate')}
        timeLabel={t('water.chartTime')}
        unit={t('water.unitLpm')}
        x={data.x}
        lines={lines.rate}
        window={span}
      />
      <WaterChart
        title={t('water.chartTotal')}
        timeLabel={t('water.chartTime')}
        unit={t('water.unitLitres')}
        x={data.x}
        lines={lines.total}
        window={span}
      />
    </SimpleGrid>
  );
}
