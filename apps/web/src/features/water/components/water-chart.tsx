import { useEffect, useRef, type ReactNode } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { legendTime, tickLabels } from '../lib/water-chart-time';

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

/** uPlot calls this with its own arguments; only the splits and their spacing matter here. */
const xTicks = (_u: uPlot, splits: number[], _axis: number, _space: number, increment: number) =>
  tickLabels(splits, increment);

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
            value: (_u, v) => legendTime(v),
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
