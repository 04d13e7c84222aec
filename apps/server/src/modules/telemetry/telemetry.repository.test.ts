import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { telemetryRepository } from './telemetry.repository.ts';

const T0 = Date.UTC(2026, 0, 1);
const climate = (i: number) => ({
  device_id: 'dev-1',
  ts: T0 + i * 60_000,
  temperature: 20 + i / 1000,
  humidity: i % 7 === 0 ? null : 55.5,
  co2: 800,
  vpd: 1.25,
  light_status: i % 2,
});

// The inserts reuse one compiled statement per row count; these pin what they store on both dialects.
describe.each(DIALECTS)('telemetry repository on %s', (dialect) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const stored = () => t.database.db.selectFrom('climate_readings').selectAll().orderBy('ts').execute();

  it('stores every row of a batch spanning several chunks, value for value', async () => {
    const rows = Array.from({ length: 1234 }, (_, i) => climate(i));
    await t.database.db.transaction().execute((trx) => telemetryRepository.insertClimate(trx, rows));
    const saved = await stored();
    expect(saved).toHaveLength(1234);
    expect(saved.map((r) => ({ ...r, ts: Number(r.ts) }))).toEqual(rows);
  });

  it('skips rows already stored, in later batches of other sizes too', async () => {
    await telemetryRepository.insertClimate(t.database.db, [climate(0), climate(1)]);
    await t.database.db
      .transaction()
      .execute((trx) =>
        telemetryRepository.insertClimate(trx, [climate(1), climate(2), { ...climate(0), co2: 1 }]),
      );
    const saved = await stored();
    expect(saved.map((r) => Number(r.ts))).toEqual([0, 1, 2].map((i) => T0 + i * 60_000));
    expect(saved[0]!.co2).toBe(800);
  });

  it('stores a missing measurement as null, in soil and water tables alike', async () => {
    await telemetryRepository.insertSoil(t.database.db, [
      { device_id: 'soil-1', ts: T0, moisture_pct: 41.5 },
    ]);
    await telemetryRepository.insertWater(t.database.db, [
      {
        device_id: 'water-1',
        ts: T0,
        in_rate_lpm: 1.5,
        in_total_l: 1234.5,
        out_rate_lpm: null,
        out_total_l: 2,
      },
    ]);
    const soil = await t.database.db.selectFrom('soil_readings').selectAll().executeTakeFirstOrThrow();
    expect(soil).toMatchObject({ moisture_pct: 41.5, temp_c: null, in_medium: null });
    const water = await t.database.db.selectFrom('water_readings').selectAll().executeTakeFirstOrThrow();
    expect(water).toMatchObject({ in_total_l: 1234.5, out_rate_lpm: null, out_total_l: 2 });
  });
});
