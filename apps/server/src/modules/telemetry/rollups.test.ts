import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../testing/test-databases.ts';
import { normalise, recomputedRollups, storedRollups } from '../../testing/rollups.ts';
import { ROLLUP_SIZES } from './rollup-spec.ts';
import { rebuildRollups } from './rollups-rebuild.ts';
import { telemetryRepository, type ClimateRowToStore } from './telemetry.repository.ts';

const MIN = 60_000;
const scaled = (value: number | null, by: number) => (value === null ? null : value * by);
const BASE = Date.UTC(2026, 2, 1);
const DEVICES = ['c4c4c4c4c4c4c4c4c4c4c4c4', 'c5c5c5c5c5c5c5c5c5c5c5c5'];

describe.each(DIALECTS)('history rollups on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('equal a recomputation from the readings after duplicate and out-of-order deliveries', async () => {
    const db = database.db;
    const minutes = fc.sample(fc.integer({ min: 0, max: 3 * 24 * 60 }), { numRuns: 800, seed: 3 });
    const climate: ClimateRowToStore[] = [];
    const soil: Parameters<typeof telemetryRepository.insertSoil>[1] = [];
    for (const [i, minute] of minutes.entries()) {
      const device_id = DEVICES[i % 2]!;
      const ts = BASE + minute * MIN;
      const v = (k: number) => (minute % (7 + k) === 0 ? null : ((minute * (k + 3)) % 97) / 3);
      climate.push({
        device_id,
        ts,
        temperature: v(1),
        humidity: v(2),
        co2: scaled(v(3), 20),
        vpd: scaled(v(4), 0.1),
        light_status: minute % 2,
      });
      soil.push({
        device_id,
        ts,
        moisture_pct: v(1),
        temp_c: v(2),
        ec_mscm: v(3),
        ph: v(4),
        n_mgkg: v(5),
        p_mgkg: v(6),
        k_mgkg: v(7),
        in_medium: 1,
      });
    }
    // Shuffled, then a third delivered again, in small batches as the device stream would.
    const order = fc.sample(fc.nat(), { numRuns: climate.length, seed: 9 });
    const shuffle = <T>(rows: T[]) =>
      rows
        .map((row, i) => [order[i]!, row] as const)
        .sort(([a], [b]) => a - b)
        .map(([, row]) => row);
    const deliveries = <T>(rows: T[]) => [
      ...shuffle(rows),
      ...shuffle(rows).slice(0, Math.floor(rows.length / 3)),
    ];
    const climateDeliveries = deliveries(climate);
    const soilDeliveries = deliveries(soil);
    for (let i = 0; i < climateDeliveries.length; i += 37) {
      await telemetryRepository.insertClimate(db, climateDeliveries.slice(i, i + 37));
      await telemetryRepository.insertSoil(db, soilDeliveries.slice(i, i + 37));
    }

    const kept = [];
    for (const kind of ['climate', 'soil'] as const) {
      for (const size of ['5m', '1h'] as const) {
        const expected = await recomputedRollups(db, kind, ROLLUP_SIZES[size]);
        expect(expected.length).toBeGreaterThan(10);
        expect(await storedRollups(db, kind, size), `${kind} ${size}`).toEqual(expected);
        kept.push(expected);
      }
    }
    // A rebuild from the readings (after a bulk import) lands on the same rollups.
    await rebuildRollups(db);
    const rebuilt = [];
    for (const kind of ['climate', 'soil'] as const) {
      for (const size of ['5m', '1h'] as const) rebuilt.push(await storedRollups(db, kind, size));
    }
    expect(rebuilt).toEqual(kept);
    const light = await db
      .selectFrom('climate_rollups_1h')
      .select((eb) => [
        eb.fn.sum<number | string>('light_sum').as('sum'),
        eb.fn.sum<number | string>('light_n').as('n'),
      ])
      .executeTakeFirstOrThrow();
    const dayReadings = (await db.selectFrom('climate_readings').select('light_status').execute()).filter(
      (r) => r.light_status === 1,
    ).length;
    expect(Number(light.sum)).toBe(dayReadings);
  });

  it('counts each reading judged against its limits once, however often it is delivered', async () => {
    const db = database.db;
    const device_id = 'c6c6c6c6c6c6c6c6c6c6c6c6';
    const at = (minute: number) => BASE + 10 * 24 * 60 * MIN + minute * MIN;
    const rows: ClimateRowToStore[] = [
      {
        device_id,
        ts: at(0),
        temperature: 24,
        humidity: 50,
        co2: 900,
        vpd: 1,
        light_status: 1,
        in_range: { temperature: 1, humidity: 0, co2: 1 },
      },
      {
        device_id,
        ts: at(1),
        temperature: 29,
        humidity: 50,
        co2: 900,
        vpd: 1,
        light_status: 1,
        in_range: { temperature: 0, humidity: 0, co2: null },
      },
      { device_id, ts: at(2), temperature: 25, humidity: 55, co2: 800, vpd: 1, light_status: 1 },
    ];
    await telemetryRepository.insertClimate(db, rows);
    await telemetryRepository.insertClimate(db, rows);
    await telemetryRepository.insertClimate(db, [rows[1]!]);
    const hour = await db
      .selectFrom('climate_rollups_1h')
      .selectAll()
      .where('device_id', '=', device_id)
      .executeTakeFirstOrThrow();
    expect(normalise(hour)).toMatchObject({
      temperature_in: 1,
      temperature_judged: 2,
      humidity_in: 0,
      humidity_judged: 2,
      co2_in: 1,
      co2_judged: 1,
      temperature_n: 3,
      temperature_sum: 78,
      temperature_min: 24,
      temperature_max: 29,
    });
  });
});
