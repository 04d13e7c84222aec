import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { DEVICE_TIME_ZONE } from '../../../lib/dates';
import { chartTimeFormats } from '../lib/chart-time';
import { lineStyle } from '../lib/compare-lines';
import { zonedDate } from '../lib/zoned-date';

const TIME = chartTimeFormats(DEVICE_TIME_ZONE);
const TZ_DATE = zonedDate(DEVICE_TIME_ZONE);

export interface CompareLine {
  label: string;
  y: (number | null)[];
  /** The line's place in COMPARE_LINES: a device keeps its colour when another one fails to load. */
  style: number;
}

export interface CompareChartProps {
  /** The chart's title, drawn above it. */
  title: string;
  /** The accessible name: the title and what the lines are. */
  name: string;
  /** The legend's name for the time value. */
  timeLabel: string;
  /** The merged bucket times in Unix seconds, one line per device on them. */
  x: number[];
  lines: readonly CompareLine[];
  /** The x window in Unix seconds. */
  window: [number, number];
  /** Decimals of the legend's values. */
  digits: number;
}

const HEIGHT = 300;
const MIN_WIDTH = 280;
const widthOf = (element: HTMLElement) => Math.max(element.clientWidth, MIN_WIDTH);

/** Several devices' lines on one uPlot chart; the time axis is in the device zone and left to right. */
export function CompareChart({
  title,
  name,
  timeLabel,
  x,
  lines,
  window: span,
  digits,
}: CompareChartProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const firstWidth = useRef(MIN_WIDTH);
  useLayoutEffect(() => {
    if (host.current) firstWidth.current = widthOf(host.current);
  }, [title, timeLabel, x, lines, span, digits]);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const chart = new uPlot(
      {
        title,
        width: firstWidth.current,
        height: HEIGHT,
        tzDate: TZ_DATE,
        scales: { x: { time: true, range: () => span } },
        axes: [
          {
            values: (_chart, splits) => splits.map((s) => (s == null ? '' : TIME.tick(s, span[1] - span[0]))),
          },
          {},
        ],
        series: [
          { label: timeLabel, value: (_chart, s) => (s == null ? '--' : TIME.legend(s)) },
          ...lines.map((line) => ({
            label: line.label,
            stroke: lineStyle(line.style).color,
            dash: lineStyle(line.style).dash,
            width: 2,
            spanGaps: false,
            value: (_chart: uPlot, v: number | null) => (v == null ? '--' : v.toFixed(digits)),
          })),
        ],
      },
      [x, ...lines.map((line) => line.y)],
      element,
    );
    // The plot stays left to right, but a Hebrew title or device name reads in its own direction.
    chart.root
      .querySelectorAll('.u-title, .u-legend .u-label')
      .forEach((el) => el.setAttribute('dir', 'auto'));
    const resize = () => chart.setSize({ width: widthOf(element), height: HEIGHT });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.destroy();
    };
  }, [title, timeLabel, x, lines, span, digits]);
  return <div ref={host} dir="ltr" role="img" aria-label={name} />;
}
