import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../i18n/error-message';
import { useClimateHistory } from '../api/climate-history';
import { useClimateSeries } from '../api/history-series';
import type { AlertSpan } from '../lib/alert-spans';
import { historyWindow, type HistorySelection } from '../lib/history-range';
import { useHistoryRange } from '../lib/use-history-range';
import { HistoryRangePicker } from './history-range-picker';

// uPlot is fetched only when there is something to draw.
const ClimateCharts = lazy(() => import('./climate-charts').then((m) => ({ default: m.ClimateCharts })));
const ClimateSeriesCharts = lazy(() =>
  import('./climate-series-charts').then((m) => ({ default: m.ClimateSeriesCharts })),
);

/**
 * The climate charts with their range: 24 hours (the default) draws every reading as SPEC's page does;
 * any other range draws the bucketed series with its min-max band.
 */
export function ClimateHistorySection({
  id,
  alertSpans,
}: {
  id: string;
  alertSpans?: readonly AlertSpan[];
}): ReactNode {
  const { t } = useTranslation();
  const range = useHistoryRange();
  const everyReading = range.range === '24h';
  return (
    <Stack gap="sm" component="section" aria-labelledby="climate-history-title">
      <Title order={2} size="h4" id="climate-history-title">
        {t('history.title')}
      </Title>
      <HistoryRangePicker state={range} />
      {everyReading ? (
        <DayOfReadings id={id} alertSpans={alertSpans} />
      ) : (
        <RangeOfBuckets id={id} selection={range.selection} alertSpans={alertSpans} />
      )}
    </Stack>
  );
}

function DayOfReadings({ id, alertSpans }: { id: string; alertSpans?: readonly AlertSpan[] }): ReactNode {
  const history = useClimateHistory(id).data ?? [];
  if (history.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ClimateCharts entries={history} alertSpans={alertSpans} />
    </Suspense>
  );
}

function RangeOfBuckets({
  id,
  selection,
  alertSpans,
}: {
  id: string;
  selection: HistorySelection | null;
  alertSpans?: readonly AlertSpan[];
}): ReactNode {
  const { t } = useTranslation();
  const series = useClimateSeries(id, selection);
  const window = useMemo((): [number, number] | null => {
    if (!selection) return null;
    const { from, to } = historyWindow(selection, series.dataUpdatedAt || Date.now());
    return [from / 1000, to / 1000];
  }, [selection, series.dataUpdatedAt]);
  if (!selection || !window) return null;
  if (series.isPending) return <Loader aria-label={t('common.loading')} />;
  if (series.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, series.error)}
      </Alert>
    );
  }
  return (
    <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
      <ClimateSeriesCharts points={series.data} window={window} alertSpans={alertSpans} />
    </Suspense>
  );
}
