import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { mergeSeries } from '../lib/compare-merge';
import type { MetricInfo } from '../lib/compare-metric-info';
import { pickMetric, type useCompareSeries } from '../api/compare-series';
import type { CompareMetric } from '../lib/compare-state';
import { CompareSummary } from './compare-summary';
import { Loading } from '../../../components/ui/loading';

// uPlot is fetched only when there is something to draw.
const CompareChart = lazy(() => import('./compare-chart').then((m) => ({ default: m.CompareChart })));

export interface CompareResultProps {
  /** The chosen devices' names, in the order of their series. */
  labels: readonly string[];
  metric: CompareMetric;
  info: MetricInfo;
  series: ReturnType<typeof useCompareSeries>;
  span: [number, number];
}

/** The chart of the loaded devices and their summary; a device that failed is named under the error. */
export function CompareResult({ labels, metric, info, series, span }: CompareResultProps): ReactNode {
  const { t } = useTranslation();
  const columns = useMemo(
    () => mergeSeries(series.data.map((points) => (points ? pickMetric(points, metric) : []))),
    [series.data, metric],
  );
  // A device keeps its line style (its place in the choice) when one before it failed to load.
  const lines = useMemo(
    () =>
      labels.flatMap((label, i) =>
        series.data[i] === undefined ? [] : [{ label, y: columns.ys[i] ?? [], style: i }],
      ),
    [labels, columns, series.data],
  );
  const failed = labels.filter((_label, i) => series.errors[i]);
  const firstError = series.errors.find((error) => error !== null) ?? null;

  return (
    <Stack gap="sm">
      {firstError ? (
        <Stack gap={4}>
          <ErrorNotice error={firstError} />
          <Text size="sm">{t('compare.notDrawn', { devices: failed.join(', ') })}</Text>
        </Stack>
      ) : null}
      {series.pending ? (
        <Loading label={t('common.loading')} />
      ) : lines.length === 0 ? null : columns.x.length === 0 ? (
        <Text>{t('history.empty')}</Text>
      ) : (
        <>
          <Suspense fallback={<Loading label={t('common.loading')} />}>
            <CompareChart
              title={info.title}
              name={t('compare.chartName', {
                metric: info.title,
                devices: lines.map((line) => line.label).join(', '),
              })}
              timeLabel={t('devices.chart.time')}
              x={columns.x}
              lines={lines}
              window={span}
              digits={info.digits}
            />
          </Suspense>
          <CompareSummary lines={lines} unit={info.unit} digits={info.digits} />
        </>
      )}
    </Stack>
  );
}
