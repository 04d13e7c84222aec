import type uPlot from 'uplot';
import type { CompareMark, CompareMetric, CompareRun, RunCompare } from '@canopy/shared/schemas/run-compare';
import { timeMarkers } from '../../../lib/devices/annotation-markers';
import { METRIC_DIGITS } from './compare-metrics';
import { runLine } from './run-lines';

/** A place on the day axis: day 1 of the stage at 1, its noon at 1.5 (a day's buckets at whole days). */
export const dayPosition = (day: number, hour: number): number => day + hour / 24;

/**
 * A run's mark placed on the day axis for `timeMarkers`, which reads a mark's `ts` as milliseconds of its
 * x value: the x here counts days of stage, so `ts` is the day position times 1000. `run` is the run's
 * place in the comparison (its colour).
 */
export interface PlacedMark {
  ts: number;
  run: number;
  mark: CompareMark;
}

/** The words a chart draws, in the reader's language. */
export interface ChartWords {
  /** A metric's title, with its unit. */
  title: (metric: CompareMetric) => string;
  /** The x axis' name ('Day of flower'). */
  axis: string;
  /** A day position as the legend shows it ('Day 3', 'Day 3, 06:00'). */
  position: (x: number) => string;
  /** A run's line in a chart's legend ('R-2026-014'). */
  run: (run: CompareRun) => string;
}

/** What hears a mark the pointer is over (null once it leaves), and a mark clicked or tapped. */
export interface MarkHandlers {
  onHover?: (mark: PlacedMark | null) => void;
  onPick?: (mark: PlacedMark) => void;
}

/** One metric's chart: uPlot's options and data, ready to draw. */
export interface CompareChart {
  metric: CompareMetric;
  title: string;
  /** False when no run has a value of the metric: there is nothing to draw. */
  drawn: boolean;
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
}

/** Whole days only on the axis, a week or four at a time on a long stage. */
const DAY_STEPS = [1, 2, 5, 7, 14, 28, 56];

/** Every run's marks on the day axis, each with its run's place. */
export function placedMarks(runs: readonly CompareRun[]): PlacedMark[] {
  return runs.flatMap((run, index) =>
    run.marks.map((mark) => ({ ts: dayPosition(mark.day, mark.hour) * 1000, run: index, mark })),
  );
}

/** The day positions any run has a value of `metric` at, and each run's averages on them (null: none). */
function lines(runs: readonly CompareRun[], metric: CompareMetric): { x: number[]; ys: (number | null)[][] } {
  const positions = new Set<number>();
  for (const run of runs)
    for (const point of run.points) if (point[metric]) positions.add(dayPosition(point.day, point.hour));
  const x = [...positions].sort((a, b) => a - b);
  const column = new Map(x.map((position, i) => [position, i]));
  const ys = runs.map((run) => {
    const y: (number | null)[] = x.map(() => null);
    for (const point of run.points) {
      const value = point[metric];
      if (value) y[column.get(dayPosition(point.day, point.hour))!] = value.avg;
    }
    return y;
  });
  return { x, ys };
}

/**
 * The charts of a comparison, one per metric it holds: x the day of stage (an hour a fraction of it), one
 * line per run in its place's colour and dash, named by the run, and every run's marks as dots in its
 * colour, a row of them per run above the day axis (a line across the plot for each would hide the
 * lines). The axis runs from day 1 to the last day any run, point or mark reaches. Pure, so the bench can
 * draw the same charts the page does.
 */
export function compareCharts(
  compare: RunCompare,
  words: ChartWords,
  handlers: MarkHandlers = {},
): CompareChart[] {
  const marks = placedMarks(compare.runs);
  const lastMark = Math.max(0, ...marks.map((mark) => mark.ts / 1000));
  const lastDay = Math.max(2, lastMark, ...compare.runs.map((run) => run.days));
  return compare.metrics.map((metric) => {
    const { x, ys } = lines(compare.runs, metric);
    const end = Math.max(lastDay, x.at(-1) ?? 0);
    const digits = METRIC_DIGITS[metric];
    const title = words.title(metric);
    return {
      metric,
      title,
      drawn: x.length > 0,
      data: [x, ...ys],
      options: {
        title,
        // A plugin per chart: it keeps which mark the pointer is over on its own chart.
        plugins: [
          timeMarkers(marks, (mark) => runLine(mark.run).color, { ...handlers, lane: (mark) => mark.run }),
        ],
        scales: { x: { time: false, range: (): [number, number] => [1, end] } },
        axes: [
          {
            label: words.axis,
            incrs: DAY_STEPS,
            values: (_chart: uPlot, splits: number[]) => splits.map((split) => String(split)),
          },
          {},
        ],
        series: [
          {
            label: words.axis,
            value: (_chart: uPlot, position: number | null) =>
              position == null ? '--' : words.position(position),
          },
          ...compare.runs.map((run, index) => ({
            label: words.run(run),
            stroke: runLine(index).color,
            dash: runLine(index).dash,
            width: 2,
            spanGaps: false,
            value: (_chart: uPlot, value: number | null) => (value == null ? '--' : value.toFixed(digits)),
          })),
        ],
      },
    };
  });
}
