import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { DEVICE_TIME_ZONE } from '../../../lib/dates';
import { alertShading, type AlertSpan } from '../lib/alert-spans';
import { annotationMarkers, type Marked } from '../lib/annotation-markers';
import { thresholdBand, type PhaseLimits } from '../lib/threshold-band';
import { chartTimeFormats } from '../lib/chart-time';
import { zonedDate } from '../lib/zoned-date';

const TIME = chartTimeFormats(DEVICE_TIME_ZONE);
const TZ_DATE = zonedDate(DEVICE_TIME_ZONE);

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
}

export interface MinMaxBand {
  min: (number | null)[];
  max: (number | null)[];
  minLabel: string;
  maxLabel: string;
}

const NO_SPANS: readonly AlertSpan[] = [];

const HEIGHT = 180;
const MIN_WIDTH = 280;
const widthOf = (element: HTMLElement) => Math.max(element.clientWidth, MIN_WIDTH);

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
}: UplotChartProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const firstWidth = useRef(MIN_WIDTH);
  // The width is read in the layout phase, where every chart of the page reads before any is built, so
  // the five reads share one layout. Read while building, each read forced the browser to lay the page
  // out again after the chart before it was added (five forced layouts per device page).
  useLayoutEffect(() => {
    if (host.current) firstWidth.current = widthOf(host.current);
  }, [title, timeLabel, x, y, color, stepped, span, spans, band, marks, onPickMark, limits, phases]);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const chart = new uPlot(
      {
        title,
        width: firstWidth.current,
        height: HEIGHT,
        tzDate: TZ_DATE,
        plugins: [
          ...(limits && phases ? [thresholdBand(limits, x, phases)] : []),
          ...(spans.length > 0 ? [alertShading(spans)] : []),
          ...(marks && marks.length > 0 ? [annotationMarkers(marks, onPickMark)] : []),
        ],
        scales: {
          x: { time: true, range: () => span },
          ...(stepped ? { y: { range: [-0.1, 1.1] as [number, number] } } : {}),
        },
        axes: [
          {
            values: (_chart, splits) => splits.map((s) => (s == null ? '' : TIME.tick(s, span[1] - span[0]))),
          },
          {},
        ],
        series: [
          { label: timeLabel, value: (_chart, s) => (s == null ? '--' : TIME.legend(s)) },
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
      },
      band ? [x, y, band.max, band.min] : [x, y],
      element,
    );
    // The plot stays left to right, but a Hebrew title or legend label reads in its own direction.
    chart.root
      .querySelectorAll('.u-title, .u-legend .u-label')
      .forEach((el) => el.setAttribute('dir', 'auto'));
    const resize = () => chart.setSize({ width: widthOf(element), height: HEIGHT });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.destroy();
    };
  }, [title, timeLabel, x, y, color, stepped, span, spans, band, marks, onPickMark, limits, phases]);
  return <div ref={host} dir="ltr" role="img" aria-label={title} />;
}
