import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import { COMPARE_METRICS } from '@canopy/shared/schemas/run-compare';
import { aCompareRun, aMark, someRunCompare } from '../testing/compare-factory';
import { compareCharts, dayPosition, type ChartWords } from './compare-charts';
import { RUN_LINES } from './run-lines';

const words: ChartWords = {
  title: (metric) => `title ${metric}`,
  axis: 'Day of flower',
  position: (x) => `at ${x}`,
  run: (run) => `${run.code} · ${run.name}`,
};

const value = (avg: number) => ({ avg, min: avg, max: avg });
const seriesOf = (options: uPlot.Options | Omit<uPlot.Options, 'width' | 'height'>) =>
  options.series as (uPlot.Series & { dash?: number[] })[];

describe('the comparison charts', () => {
  it('draws 6 runs x 10 metrics: a chart per metric, a line per run in its own colour and dash', () => {
    const compare = someRunCompare({ runs: 6, days: 70, step: '1d' });
    const charts = compareCharts(compare, words);
    expect(charts.map((chart) => chart.metric)).toEqual([...COMPARE_METRICS]);
    for (const chart of charts) {
      expect(chart.drawn).toBe(true);
      expect(chart.title).toBe(`title ${chart.metric}`);
      const series = seriesOf(chart.options);
      expect(series.map((s) => s.label)).toEqual([
        'Day of flower',
        ...compare.runs.map((run) => `${run.code} · ${run.name}`),
      ]);
      expect(new Set(series.slice(1).map((s) => s.stroke)).size).toBe(6);
      expect(new Set(series.slice(1).map((s) => JSON.stringify(s.dash))).size).toBe(6);
      // x and one y per run, each a value a day: day 1 to day 70.
      expect(chart.data).toHaveLength(7);
      expect(chart.data[0]).toEqual(Array.from({ length: 70 }, (_, i) => i + 1));
      for (const y of chart.data.slice(1)) expect([...y].every((v) => typeof v === 'number')).toBe(true);
    }
    expect(RUN_LINES).toHaveLength(6);
  });

  it('lines runs up by day of stage, an hour a fraction of its day, a missing bucket a gap', () => {
    const first = aCompareRun({
      points: [
        { day: 1, hour: 0, temperature: value(24) },
        { day: 1, hour: 6, temperature: value(25) },
        { day: 2, hour: 18, temperature: value(26) },
      ],
    });
    const second = aCompareRun({
      id: 'r2',
      points: [
        { day: 1, hour: 6, temperature: value(22) },
        { day: 2, hour: 0, temperature: value(23), vpd: value(1.1) },
      ],
    });
    const [temperature, vpd] = compareCharts(
      { stage: 'flower', step: '6h', metrics: ['temperature', 'vpd'], runs: [first, second], outcomes: [] },
      words,
    );
    expect(temperature!.data).toEqual([
      [1, 1.25, 2, 2.75],
      [24, 25, null, 26],
      [null, 22, 23, null],
    ]);
    // A metric only one run has: the other's line is empty, on the same x.
    expect(vpd!.data).toEqual([[2], [null], [1.1]]);
  });

  it('says a chart is empty when no run has a value of its metric', () => {
    const [co2] = compareCharts(
      { stage: 'veg', step: '1d', metrics: ['co2'], runs: [aCompareRun()], outcomes: [] },
      words,
    );
    expect(co2!.drawn).toBe(false);
  });

  it("marks each run's events on the day axis in its colour, and the axis reaches the last of them", () => {
    const harvest = aMark({ day: 9, hour: 14.5, kind: 'harvest', count: 12, stage: null });
    // The first run's flip on day 1; the second's harvest on day 9, past its last bucket (day 5).
    const compare = someRunCompare({ runs: 2, days: 5, metrics: ['humidity'] });
    compare.runs[1] = { ...compare.runs[1]!, marks: [harvest] };
    const [chart] = compareCharts(compare, words);
    const range = (chart!.options.scales!.x!.range as () => [number, number])();
    expect(range).toEqual([1, dayPosition(9, 14.5)]);
    // The marks plugin reads a mark's ts as milliseconds of x: day 9 at 14:30 is x 9.604.
    const plugin = chart!.options.plugins![0]!;
    const drawn: { x: number; y: number; color: string }[] = [];
    let color = '';
    const chartLike = {
      scales: { x: { min: range[0], max: range[1] } },
      valToPos: (x: number) => x * 10,
      bbox: { top: 0, height: 100 },
      ctx: {
        save: () => undefined,
        restore: () => undefined,
        beginPath: () => undefined,
        moveTo: () => drawn.push({ x: NaN, y: NaN, color: 'a line' }),
        arc: (x: number, y: number) => drawn.push({ x, y, color }),
        fill: () => undefined,
        set fillStyle(value: string) {
          color = value;
        },
        set lineWidth(_value: number) {},
      },
    } as unknown as uPlot;
    (plugin.hooks.draw as (self: uPlot) => void)(chartLike);
    // Dots only, each run's in a row of its own above the axis (3.5 px dots, 2.5 of their radius apart).
    expect(drawn).toEqual([
      { x: 10.5, y: 100 - 3.5, color: RUN_LINES[0]!.color },
      { x: Math.round(dayPosition(9, 14.5) * 10) + 0.5, y: 100 - 3.5 * 3.5, color: RUN_LINES[1]!.color },
    ]);
  });
});
