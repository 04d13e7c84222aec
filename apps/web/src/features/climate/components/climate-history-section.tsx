import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Annotation, StageBand } from '@canopy/shared/schemas/annotations';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useAnnotations } from '../../../lib/devices/api/get-annotations';
import { useStageBands } from '../../../lib/devices/api/stage-bands';
import { useClimateHistory } from '../api/climate-history';
import { useClimateSeries } from '../../../lib/devices/api/history-series';
import type { Thresholds } from '@canopy/shared/thresholds';
import type { AlertSpan } from '../../../lib/devices/alert-spans';
import type { PhaseLimits } from '../../../lib/devices/threshold-band';
import type { Marked } from '../../../lib/devices/annotation-markers';
import type { HistorySelection, HistoryWindow } from '../../../lib/devices/history-range';
import { useHistoryRange } from '../../../lib/devices/use-history-range';
import { useHistoryWindow } from '../../../lib/devices/use-history-window';
import { HistoryFooter } from '../../../components/devices/history-footer';
import { HistoryRangePicker } from '../../../components/devices/history-range-picker';
import { PickedMark } from '../../../components/devices/picked-mark';
import { Loading } from '../../../components/ui/loading';

// uPlot is fetched only when there is something to draw.
const ClimateCharts = lazy(() => import('./climate-charts').then((m) => ({ default: m.ClimateCharts })));
const ClimateSeriesCharts = lazy(() =>
  import('./climate-series-charts').then((m) => ({ default: m.ClimateSeriesCharts })),
);

interface ChartsProps {
  id: string;
  alertSpans?: readonly AlertSpan[];
  limits?: ClimateLimits;
  marks?: readonly Annotation[];
  onPickMark: (mark: Marked) => void;
  stages?: readonly StageBand[];
}

/**
 * The climate charts with their range: 24 hours (the default) draws every raw reading;
 * any other range draws the bucketed series with its min-max band. What happened in the range is marked on
 * the charts and listed under them, after the range day by day; the stages of the plants in the device's
 * room are shaded behind the lines.
 */
export function ClimateHistorySection({
  id,
  alertSpans,
  thresholds,
}: {
  id: string;
  alertSpans?: readonly AlertSpan[];
  /** The controller's current limits, shaded behind the lines for the phase of each stretch. */
  thresholds?: Thresholds;
}): ReactNode {
  const { t } = useTranslation();
  const range = useHistoryRange();
  const window = useHistoryWindow(range.selection);
  const marks = useAnnotations(id, window?.from ?? 0, window?.to ?? 0).data;
  const stages = useStageBands(id, window?.from ?? 0, window?.to ?? 0).data;
  const [picked, setPicked] = useState<Annotation | null>(null);
  // The marks handed to the charts are annotations, so a picked one is an annotation.
  const onPickMark = useCallback((mark: Marked) => setPicked(mark as Annotation), []);
  const limits = useMemo(() => (thresholds ? limitsByMetric(thresholds) : undefined), [thresholds]);
  const charts: ChartsProps = { id, alertSpans, limits, marks, onPickMark, stages };
  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="climate-history-title">
        <Title order={2} size="h4" id="climate-history-title">
          {t('history.title')}
        </Title>
        <HistoryRangePicker state={range} />
        {picked ? <PickedMark mark={picked} onClose={() => setPicked(null)} /> : null}
        {range.range === '24h' ? (
          <DayOfReadings {...charts} />
        ) : (
          <RangeOfBuckets {...charts} selection={range.selection} window={window} />
        )}
      </Stack>
      {window ? <HistoryFooter kind="climate" deviceId={id} window={window} /> : null}
    </>
  );
}

type ClimateLimits = Partial<Record<'temperature' | 'humidity' | 'co2', PhaseLimits>>;

const limitsByMetric = (t: Thresholds): ClimateLimits => ({
  temperature: { day: t.day.temperature, night: t.night.temperature },
  humidity: { day: t.day.humidity, night: t.night.humidity },
  co2: { day: t.day.co2, night: t.night.co2 },
});

function DayOfReadings({ id, ...marked }: ChartsProps): ReactNode {
  const history = useClimateHistory(id).data ?? [];
  if (history.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ClimateCharts entries={history} {...marked} />
    </Suspense>
  );
}

function RangeOfBuckets({
  id,
  selection,
  window,
  ...marked
}: ChartsProps & { selection: HistorySelection | null; window: HistoryWindow | null }): ReactNode {
  const { t } = useTranslation();
  const series = useClimateSeries(id, selection);
  const span = useMemo(
    (): [number, number] | null => (window ? [window.from / 1000, window.to / 1000] : null),
    [window],
  );
  if (!selection || !span) return null;
  if (series.isPending) return <Loading label={t('common.loading')} />;
  if (series.isError) return <ErrorNotice error={series.error} />;
  return (
    <Suspense fallback={<Loading label={t('common.loading')} />}>
      <ClimateSeriesCharts points={series.data} window={span} {...marked} />
    </Suspense>
  );
}
