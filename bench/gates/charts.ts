import { median, type Gate } from '../lib/gate.ts';
import { openChartHarness, type ChartHarness } from '../lib/chart-harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3150) + 3;
/** Draws of each side per round: at 9 the rounds spread 8-12%, around the 10% line. */
const DRAWS_PER_ROUND = 21;

type Run = { ms: number; longestTask: number };
let harness: ChartHarness | undefined;

const run = (name: 'runOurs' | 'runRaw') =>
  harness!.page.evaluate((fn) => (window as unknown as Record<string, () => Promise<Run>>)[fn]!(), name);

const shared = {
  async setup() {
    harness = await openChartHarness('index.html', PORT);
  },
  async teardown() {
    await harness?.close();
    harness = undefined;
  },
};

export const chartRender: Gate = {
  name: 'device-charts (5 x 1,440 points: ClimateCharts vs raw uPlot, Chromium)',
  direction: '<=',
  target: 1.5,
  unit: 'ms',
  ...shared,
  async round(index) {
    // Several draws of each per round, taken in turn (the one going first alternating) so a slow spell
    // of the machine lands on both alike, and each side's median: one draw is a few tens of
    // milliseconds, and blocks of five draws of one side, then five of the other, spread 20-28%.
    const ours: number[] = [];
    const reference: number[] = [];
    for (let i = 0; i < DRAWS_PER_ROUND; i += 1) {
      if ((index + i) % 2 === 0) {
        ours.push((await run('runOurs')).ms);
        reference.push((await run('runRaw')).ms);
      } else {
        reference.push((await run('runRaw')).ms);
        ours.push((await run('runOurs')).ms);
      }
    }
    return { ours: median(ours), reference: median(reference) };
  },
};

export const chartLongTask: Gate = {
  name: 'device-charts-longest-task (longest task vs the 50 ms budget)',
  direction: '<=',
  target: 1,
  unit: 'ms',
  aggregate: 'worst',
  ...shared,
  async round() {
    const runs: Run[] = [];
    for (let i = 0; i < 3; i += 1) runs.push(await run('runOurs'));
    return { ours: Math.max(...runs.map((r) => r.longestTask)), reference: 50 };
  },
};

export const chartGates: Gate[] = [chartRender, chartLongTask];
