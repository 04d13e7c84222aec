import { afterAll, describe, expect, it } from 'vitest';
import { startOursApp } from './lib/app.ts';
import { stopBenchPostgres } from './lib/postgres.ts';
import { RAW_YIELD_SUM, seedHarvests, type HarvestShape } from './lib/seed-harvests.ts';
import { postgres, seededPair, sqlite } from './lib/storage-dialects.ts';

// The yields gate's seed, small: both sides of the gate must read the same harvests, so the route's
// grams per strain are the raw SQL sum's (each weighing's milligrams rounded once, so within half a
// milligram a weighing).
const SHAPE: HarvestShape = {
  strains: 3,
  rooms: 2,
  runs: 4,
  groupsPerRun: 3,
  weighingsPerHarvest: 10,
  years: 5,
};

interface Row {
  key: string;
  harvestCount: number;
  plants: number;
  wetGrams: number;
  dryGrams: number;
  dryPerM2: number | null;
  dryPerFlowerDay: number | null;
}

afterAll(() => stopBenchPostgres());

describe.each([sqlite, postgres])('the yields gate seed$suffix', (dialect) => {
  it('is read by GET /api/yields?by=strain as the raw SQL sum reads it', async () => {
    const pair = await seededPair(dialect, (database) => seedHarvests(database, SHAPE));
    const ours = await startOursApp(pair.ours);
    const raw = await dialect.reader(pair.ours);
    try {
      const response = await ours.app.inject({
        method: 'GET',
        url: '/api/yields?by=strain',
        headers: { authorization: `Bearer ${ours.token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json<{ rows: Row[] }>().rows;
      expect(rows).toHaveLength(3);
      expect(rows.reduce((sum, row) => sum + row.harvestCount, 0)).toBe(12);
      expect(
        rows.every((row) => row.plants > 0 && row.dryPerM2 !== null && row.dryPerFlowerDay !== null),
      ).toBe(true);
      const sums = (await raw.prepare(RAW_YIELD_SUM)([])) as
        | { strain_id: string; kind: string; milligrams: number | string }[]
        | { rows: { strain_id: string; kind: string; milligrams: number | string }[] };
      const reference = Array.isArray(sums) ? sums : sums.rows;
      expect(reference).toHaveLength(15);
      for (const row of rows) {
        for (const [kind, grams] of [
          ['wet', row.wetGrams],
          ['dry', row.dryGrams],
        ] as const) {
          const sum = reference.find((one) => one.strain_id === row.key && one.kind === kind)!;
          // 4 harvests a strain, 2 weighings of each kind a harvest: 8 roundings, and ours rounded once.
          expect(Math.abs(grams * 1000 - Number(sum.milligrams)), `${row.key} ${kind}`).toBeLessThanOrEqual(
            4.5,
          );
        }
      }
    } finally {
      await raw.close();
      await ours.app.close();
      await pair.drop();
    }
  }, 120_000);
});
