import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type uPlot from 'uplot';
import { climateSeriesQueryOptions, soilSeriesQueryOptions } from '../../../lib/devices/api/history-series';
import { timeChartOptions, useUplot } from '../../../lib/devices/use-uplot';
import { previewChartData, type SeriesPoint } from '../lib/preview-chart-data';

export interface PreviewChartProps {
  /** The device whose reading is drawn, with its kind; null draws only the firings on the time axis. */
  source: { deviceId: string; soil: boolean; metric: string; label: string } | null;
  from: number;
  to: number;
  firings: readonly number[];
  /** The chart's accessible name. */
  name: string;
  timeLabel: string;
  markLabel: string;
}

const HEIGHT = 220;
const LINE = '#1c7ed6';
const MARK = '#c92a2a';

/** The reading over the previewed days with a red mark at each firing, on the device charts' uPlot. */
export function PreviewChart({
  source,
  from,
  to,
  firings,
  name,
  timeLabel,
  markLabel,
}: PreviewChartProps): ReactNode {
  const selection = { kind: 'custom' as const, from, to };
  const climate = useQuery({
    ...climateSeriesQueryOptions(source?.deviceId ?? '', source && !source.soil ? selection : null),
  });
  const soil = useQuery({
    ...soilSeriesQueryOptions(source?.deviceId ?? '', source?.soil ? selection : null),
  });
  const points = (source?.soil ? soil.data : climate.data) as Record<string, number | null>[] | undefined;
  const series = useMemo<SeriesPoint[]>(
    () => (source && points ? points.map((p) => ({ ts: p.ts!, value: p[source.metric] ?? null })) : []),
    [points, source],
  );
  const data = useMemo(() => previewChartData(series, firings), [series, firings]);
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(() => {
    const time = timeChartOptions([from / 1000, to / 1000], timeLabel);
    return {
      tzDate: time.tzDate,
      scales: { x: time.scaleX },
      axes: [time.xAxis, source ? {} : { show: false }],
      series: [
        time.timeSeries,
        { label: source?.label ?? '', stroke: LINE, width: 2, spanGaps: false, show: source !== null },
        {
          label: markLabel,
          stroke: MARK,
          width: 0,
          paths: () => null,
          points: { show: true, size: 10, fill: MARK },
        },
      ],
    };
  }, [from, to, timeLabel, markLabel, source]);
  const host = useUplot(options, data, HEIGHT);
  return <div ref={host} dir="ltr" role="img" aria-label={name} style={{ minWidth: 0 }} />;
}
