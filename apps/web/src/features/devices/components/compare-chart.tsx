import { useMemo, type ReactNode } from 'react';
import type uPlot from 'uplot';
import { lineStyle } from '../lib/compare-lines';
import { timeChartOptions, useUplot } from '../../../lib/devices/use-uplot';

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
  const options = useMemo((): Omit<uPlot.Options, 'width' | 'height'> => {
    const time = timeChartOptions(span, timeLabel);
    return {
      title,
      tzDate: time.tzDate,
      scales: { x: time.scaleX },
      axes: [time.xAxis, {}],
      series: [
        time.timeSeries,
        ...lines.map((line) => ({
          label: line.label,
          stroke: lineStyle(line.style).color,
          dash: lineStyle(line.style).dash,
          width: 2,
          spanGaps: false,
          value: (_chart: uPlot, v: number | null) => (v == null ? '--' : v.toFixed(digits)),
        })),
      ],
    };
  }, [title, timeLabel, lines, span, digits]);
  const data = useMemo((): uPlot.AlignedData => [x, ...lines.map((line) => line.y)], [x, lines]);
  const host = useUplot(options, data, HEIGHT);
  return <div ref={host} dir="ltr" role="img" aria-label={name} />;
}
