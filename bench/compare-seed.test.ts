import { afterAll, describe, expect, it } from 'vitest';
import { startOursApp } from './lib/app.ts';
import { fixedClock } from './lib/fixed-clock.ts';
import { stopBenchPostgres } from './lib/postgres.ts';
import {
  COMPARE_BENCH_METRICS,
  comparison,
  seedCompareReadings,
  seedCompareRuns,
  seriesUrls,
  type CompareShape,
} from './lib/seed-compare.ts';
import { postgres, seededPair, sqlite } from './lib/storage-dialects.ts';

// The run comparison gate's seed, small: both sides of the gate must read the same buckets. With the
// site's days in UTC, a comparison's day of flower is a series' UTC day, so every day after the first
// (the flip at noon: the comparison counts from it, the series from midnight) has the same averages.
const SHAPE: CompareShape = { rooms: 2, days: 5 };
const DAY = 86_400_000;

type Value = { avg: number };
type Point = { day: number; hour: number } & Partial<Record<string, Value>>;

afterAll(() => stopBenchPostgres());

describe.each([sqlite, postgres])('the run comparison gate seed$suffix', (dialect) => {
  it('gives the CSV one line per bucket, each day the series averages of its room devices', async () => {
    const pair = await seededPair(dialect, (database) => seedCompareReadings(database, SHAPE));
    const ours = await startOursApp(pair.ours, fixedClock());
    const get = async (url: string) => {
      const response = await ours.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${ours.token}` },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.body;
    };
    try {
      const site = await ours.app.inject({
        method: 'PUT',
        url: '/api/site',
        headers: { authorization: `Bearer ${ours.token}` },
        payload: { name: 'Bench', timeZone: 'UTC' },
      });
      expect(site.statusCode, site.body).toBe(200);
      const runs = await seedCompareRuns(ours.app, ours.token, SHAPE);
      const query = comparison(runs);
      const compare = JSON.parse(await get(`/api/runs/compare?${query}`)) as {
        runs: { code: string; name: string; points: Point[] }[];
      };
      // Noon of the flip to noon of "now": the flip's date and five more.
      expect(compare.runs.map((run) => run.points.map((p) => p.day))).toEqual(
        runs.map(() => [1, 2, 3, 4, 5, 6]),
      );
      for (const run of compare.runs) {
        for (const point of run.points)
          expect(Object.keys(point).sort()).toEqual(['day', 'hour', ...COMPARE_BENCH_METRICS].sort());
      }

      // The CSV: exactly the JSON's buckets, in its order, each metric's average where the JSON has it.
      const [head, ...lines] = (await get(`/api/runs/compare.csv?${query}`))
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .map((line) => line.split(','));
      // Run code, name, day, hour, then each metric's average, lowest and highest.
      const averages = COMPARE_BENCH_METRICS.map((_, m) => 4 + 3 * m);
      expect(averages.map((column) => head![column]!.split(' ').at(-2))).toEqual(
        COMPARE_BENCH_METRICS.map(() => 'avg'),
      );
      const buckets = compare.runs.flatMap((run) => run.points.map((point) => ({ run, point })));
      expect(lines).toHaveLength(buckets.length);
      lines.forEach((line, i) => {
        const { run, point } = buckets[i]!;
        expect(line.slice(0, 4)).toEqual([run.code, run.name, String(point.day), String(point.hour)]);
        expect(averages.map((column) => Number(line[column]))).toEqual(
          COMPARE_BENCH_METRICS.map((metric) => point[metric]!.avg),
        );
      });

      // Section 15's series of each run's two devices: the same day averages after the first day.
      const urls = seriesUrls(runs);
      for (const [r, run] of runs.entries()) {
        const [climate, soil] = await Promise.all(
          urls
            .slice(2 * r, 2 * r + 2)
            .map(async (url) => JSON.parse(await get(url)) as Record<string, number>[]),
        );
        const flipDay = Math.floor(run.from / DAY) * DAY;
        for (const point of compare.runs[r]!.points.filter((p) => p.day > 1)) {
          const ts = flipDay + (point.day - 1) * DAY;
          const series = { ...climate!.find((p) => p.ts === ts), ...soil!.find((p) => p.ts === ts) };
          for (const metric of COMPARE_BENCH_METRICS) {
            expect(point[metric]!.avg, `${metric} day ${point.day}`).toBeCloseTo(series[metric]!, 2);
          }
        }
      }
    } finally {
      await ours.app.close();
      await pair.drop();
    }
  }, 120_000);
});
