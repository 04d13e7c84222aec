import { useMemo, type ReactNode } from 'react';
import uPlot from 'uplot';
import { alertShading, type AlertSpan } from '../../lib/devices/alert-spans';
import { annotationMarkers, type Marked } from '../../lib/devices/annotation-markers';
import { thresholdBand, type PhaseLimits } from '../../lib/devices/threshold-band';
import { timeChartOptions, useUplot } from '../../lib/devices/use-uplot';

export interface UplotChartProps {
  title: string;
  /** The legend's name for the time value (uPlot's own is the English 'Time'). */
  timeLabel: string;
  x: number[];
  y: (number | null)[];
  color: string;
  stepped?: boolean;
  /** The x window in Unix seconds, so a short history still shows on a 24-hour axis. */
  window: [number, number];
  /** Alert periods shaded behind the line. */
  spans?: readonly AlertSpan[];
  /** The bucket extremes, drawn as a faint band around the line (the averages). */
  band?: MinMaxBand;
  /** Annotations marked on the time axis; a click near one hands it to `onPickMark`. */
  marks?: readonly Marked[];
  onPickMark?: (mark: Marked) => void;
  /** The metric's limits, shaded for the phase each stretch was in (from `phases`, 1 day and 0 night). */
  limits?: PhaseLimits;
  phases?: readonly (number | null)[];
  /** More drawing on the plot, after the shading and marks above (a run's stage bands and its own marks). */
  plugins?: readonly uPlot.Plugin[];
}

export interface MinMaxBand {
  min: (number | null)[];
  max: (number | null)[];
  minLabel: string;
  maxLabel: string;
}

const NO_SPANS: readonly AlertSpan[] = [];
const NO_PLUGINS: readonly uPlot.Plugin[] = [];

const HEIGHT = 180;

/** One uPlot line; the time axis is in the device's zone and always left to right, even in Hebrew. */
export function UplotChart({
  title,
  timeLabel,
  x,
  y,
  color,
  stepped = false,
  window: span,
  spans = NO_SPANS,
  band,
  marks,
  onPickMark,
  limits,
  phases,
  plugins = NO_PLUGINS,
}: UplotChartProps): ReactNode {
  const options = useMemo((): Omit<uPlot.Options, 'width' | 'height'> => {
    const time = timeChartOptions(span, timeLabel);
    return {
      title,
      tzDate: time.tzDate,
      plugins: [
        ...(limits && phases ? [thresholdBand(limits, x, phases)] : []),
        ...(spans.length > 0 ? [alertShading(spans)] : []),
        ...(marks && marks.length > 0 ? [annotationMarkers(marks, onPickMark)] : []),
        ...plugins,
      ],
      scales: {
        x: time.scaleX,
        ...(stepped ? { y: { range: [-0.1, 1.1] as [number, number] } } : {}),
      },
      axes: [time.xAxis, {}],
      series: [
        time.timeSeries,
        {
          label: title,
          stroke: color,
          width: 2,
          spanGaps: false,
          ...(stepped ? { paths: uPlot.paths.stepped?.({ align: 1 }) } : {}),
        },
        ...(band
          ? [
              { label: band.maxLabel, stroke: `${color}66`, width: 1, spanGaps: false },
              { label: band.minLabel, stroke: `${color}66`, width: 1, spanGaps: false },
            ]
          : []),
      ],
      ...(band ? { bands: [{ series: [2, 3] as [number, number], fill: `${color}22` }] } : {}),
    };
  }, [title, timeLabel, x, color, stepped, span, spans, band, marks, onPickMark, limits, phases, plugins]);
  const data = useMemo((): uPlot.AlignedData => (band ? [x, y, band.max, band.min] : [x, y]), [x, y, band]);
  const host = useUplot(options, data, HEIGHT);
  return <div ref={host} dir="ltr" role="img" aria-label={title} />;
}
