import type { CompareStep } from '@canopy/shared/schemas/run-compare';
import type { App } from '../../apps/server/src/testing/bench-entry.ts';
import { startOursApp } from '../lib/app.ts';
import { openChartHarness, type ChartHarness } from '../lib/chart-harness.ts';
import { fixedClock } from '../lib/fixed-clock.ts';
import type { Gate } from '../lib/gate.ts';
import {
  COMPARE_BENCH_METRICS,
  comparison,
  FULL_COMPARE,
  seedCompareReadings,
  seedCompareRuns,
  seriesUrls,
  type SeededRun,
} from '../lib/seed-compare.ts';
import { postgres, seededPair, sqlite, type StorageDialect } from '../lib/storage-dialects.ts';
import { timeMs, timePairMs } from '../lib/timing.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3150) + 4;

interface Started {
  app: App;
  token: string;
  runs: SeededRun[];
  drop(): Promise<void>;
}

async function get(started: Started, url: string): Promise<string> {
  const response = await started.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${started.token}` },
  });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.body;
}

/**
 * The seed read back before any timing: each run has a bucket of every metric asked on each of its days,
 * the CSV one line per bucket of the JSON answer, and each series a point a day. A gate timing an empty
 * answer would pass for nothing.
 */
async function checkSeed(started: Started): Promise<void> {
  const query = comparison(started.runs);
  const compare = JSON.parse(await get(started, `/api/runs/compare?${query}`)) as {
    runs: { points: Record<string, unknown>[] }[];
  };
  const buckets = compare.runs.map((run) => run.points.length);
  const full = compare.runs.every((run) =>
    run.points.every((point) => COMPARE_BENCH_METRICS.every((metric) => metric in point)),
  );
  if (buckets.some((n) => n < FULL_COMPARE.days) || !full) {
    throw new Error(`run-compare: buckets per run ${buckets.join(', ')}, every metric in each: ${full}`);
  }
  const lines = (await get(started, `/api/runs/compare.csv?${query}`)).trim().split('\r\n').length - 1;
  const total = buckets.reduce((a, b) => a + b, 0);
  if (lines !== total) throw new Error(`run-compare: ${lines} CSV lines for ${total} buckets`);
  for (const url of seriesUrls(started.runs)) {
    const points = (JSON.parse(await get(started, url)) as unknown[]).length;
    if (points < FULL_COMPARE.days) throw new Error(`run-compare: ${points} points from ${url}`);
  }
}

/**
 * DESIGN section 27: `GET /api/runs/compare.csv` of 4 runs x 70 days of flower x 6 metrics at a day's
 * step through the whole app (the runs and their groups' moves read, the devices' stays in the rooms,
 * each device's hourly rollups grouped into local days, the runs' buckets merged and written as CSV),
 * against section 15's series of the same buckets: for each run its room's climate controller and soil
 * sensor by day over its flower span, eight requests through the same app. The JSON answer's time (the
 * same buckets with the marks and each run's outcome, steering's room figures over 5-minute rollups
 * included) is printed beside it, not judged.
 */
function runCompare(dialect: StorageDialect): Gate {
  let started: Started | undefined;
  return {
    name: `run-compare${dialect.suffix} (4 runs x 70 days x 6 metrics at 1d: CSV vs section 15's series of the same buckets)`,
    direction: '<=',
    target: 1.5,
    unit: 'ms',
    async setup() {
      const pair = await seededPair(dialect, (database) => seedCompareReadings(database, FULL_COMPARE));
      const { app, token } = await startOursApp(pair.ours, fixedClock());
      started = { app, token, runs: await seedCompareRuns(app, token, FULL_COMPARE), drop: pair.drop };
      await checkSeed(started);
      const query = comparison(started.runs);
      const json = await timeMs(() => get(started!, `/api/runs/compare?${query}`), 5, 1);
      const csv = await timeMs(() => get(started!, `/api/runs/compare.csv?${query}`), 5, 1);
      process.stdout.write(
        `run-compare${dialect.suffix} (info, not judged): GET /api/runs/compare JSON of the same query ` +
          `${json.toFixed(0)} ms (marks and outcomes included), the CSV ${csv.toFixed(0)} ms, median of 5\n`,
      );
    },
    async teardown() {
      await started?.app.close();
      await started?.drop();
      started = undefined;
    },
    async round() {
      const current = started!;
      const query = comparison(current.runs);
      const urls = seriesUrls(current.runs);
      const { first, second } = await timePairMs(
        () => get(current, `/api/runs/compare.csv?${query}`),
        // As a page would ask for them: all at once.
        () => Promise.all(urls.map((url) => get(current, url))),
      );
      return { ours: first, reference: second };
    },
  };
}

type Draw = { ms: number; longestTask: number };
let harness: ChartHarness | undefined;

/** One draw of the ten charts in the page at `step`. */
const draw = (step: CompareStep) =>
  harness!.page.evaluate(
    (s) => (window as unknown as { runCompare: (step: CompareStep) => Promise<Draw> }).runCompare(s),
    step,
  );

/**
 * DESIGN section 27: /runs/compare's ten charts of 6 runs x 70 days (CompareCharts with the page's words,
 * on the compare feature's own comparison factory) drawn in Chromium, and the longest task of the draw
 * against a 200 ms bound: the reference is 1 ms, so the ratio is the longest task in ms. Judged on the
 * worst round, as a budget that must hold every time. The page's default step, a day.
 */
export const runCompareRender: Gate = {
  name: 'run-compare-render (6 runs x 70 days x 10 metrics at 1d: longest task vs the 200 ms budget, Chromium)',
  direction: '<=',
  target: 200,
  unit: 'ms',
  aggregate: 'worst',
  async setup() {
    harness = await openChartHarness('compare.html', PORT);
    // The page's finest step too, 1,680 buckets a run: printed, not judged.
    await draw('1h');
    const hourly = [await draw('1h'), await draw('1h'), await draw('1h')];
    process.stdout.write(
      `run-compare-render (info, not judged): at the 1h step, longest task ` +
        `${Math.max(...hourly.map((d) => d.longestTask)).toFixed(0)} ms of 3 draws after one\n`,
    );
  },
  async teardown() {
    await harness?.close();
    harness = undefined;
  },
  async round() {
    const draws: Draw[] = [];
    for (let i = 0; i < 3; i += 1) draws.push(await draw('1d'));
    return { ours: Math.max(...draws.map((draw) => draw.longestTask)), reference: 1 };
  },
};

export const compareGates: Gate[] = [runCompare(sqlite), runCompare(postgres), runCompareRender];
