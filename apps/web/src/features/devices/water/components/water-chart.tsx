import { useEffect, useRef, type ReactNode } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { DEVICE_TIME_ZONE } from '../../../../lib/dates';

export interface WaterChartLine {
  label: string;
  values: (number | null)[];
  color: string;
}

export interface WaterChartProps {
  title: string;
  /** The legend's label for the time column. */
  timeLabel: string;
  /** Unit shown after each legend value. */
  unit: string;
  x: number[];
  lines: WaterChartLine[];
  /** The x window in Unix seconds: the chosen range, even where the meter sent nothing. */
  window: [number, number];
}

const HEIGHT = 200;
const DAY_SECONDS = 86_400;

// Ticks and the legend use a 24-hour clock in the device's zone, whatever the browser's locale says.
const tickTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEVICE_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});
const tickDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEVICE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
});
const legendTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEVICE_TIME_ZONE,
  hourCycle: 'h23',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Ticks a day or more apart show the date, closer ones the time of day. */
const xTicks = (_u: uPlot, splits: number[], _axis: number, _space: number, increment: number) =>
  splits.map((s) => (increment >= DAY_SECONDS ? tickDay : tickTime).format(new Date(s * 1000)));

/** Several uPlot lines over one time axis, always laid out left to right, even inside Hebrew pages. */
export function WaterChart({ title, timeLabel, unit, x, lines, window: span }: WaterChartProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const width = () => Math.max(element.clientWidth, 280);
    const chart = new uPlot(
      {
        title,
        width: width(),
        height: HEIGHT,
        scales: { x: { time: true, range: () => span } },
        axes: [{ values: xTicks }, {}],
        series: [
          {
            label: timeLabel,
            value: (_u, v) => (v === null ? '-' : legendTime.format(new Date(v * 1000))),
          },
          ...lines.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            spanGaps: false,
            value: (_u: uPlot, v: number | null) => (v === null ? '-' : `${v.toFixed(2)} ${unit}`),
          })),
        ],
      },
      [x, ...lines.map((line) => line.values)],
      element,
    );
    const resize = () => chart.setSize({ width: width(), height: HEIGHT });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.destroy();
    };
  }, [title, timeLabel, unit, x, lines, span]);
  return <div ref={host} dir="ltr" role="img" aria-label={title} />;
}
