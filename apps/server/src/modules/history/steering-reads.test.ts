import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../testing/test-databases.ts';
import { telemetryRepository } from '../telemetry/telemetry.repository.ts';
import { ensureMonths } from './reading-partitions.ts';
import { createSteeringReads } from './steering-reads.ts';

const MIN = 60_000;
const T0 = Date.parse('2026-05-12T06:00:00.000Z');
const DEVICE = 'd00000000000000000000001';
const OTHER = 'd00000000000000000000002';

describe.each(DIALECTS)("steering's history reads on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    await ensureMonths(db, T0, T0);
    // Ten minutes of climate: lights on from minute 3; the temperature judged inside its limits but for
    // minutes 0 and 7, the humidity judged only from minute 5; VPD missing at minute 9.
    await telemetryRepository.insertClimate(
      db,
      Array.from({ length: 10 }, (_, m) => ({
        device_id: DEVICE,
        ts: T0 + m * MIN,
        temperature: 24,
        humidity: 60,
        co2: 800,
        vpd: m === 9 ? null : 1 + m / 10,
        light_status: m >= 3 ? 1 : 0,
        in_range: { temperature: m === 0 || m === 7 ? 0 : 1, humidity: m >= 5 ? 1 : null },
      })),
    );
    await telemetryRepository.insertSoil(
      db,
      [40, 41, 42, 43, 44, 50].map((moisture_pct, m) => ({
        device_id: DEVICE,
        ts: T0 + m * MIN,
        moisture_pct,
        temp_c: 21,
        ec_mscm: m < 5 ? 2 : null,
        ph: 6.2,
        n_mgkg: 1,
        p_mgkg: 1,
        k_mgkg: 1,
        in_medium: 1,
      })),
    );
    // A meter idle for 5 minutes, a shot of 3 minutes, idle again; the drain counts a minute later.
    const inTotals = [10, 10, 10, 10, 10, 10, 15, 20, 25, 25, 25, 25, 25];
    const outTotals = [2, 2, 2, 2, 2, 2, 2, 3, 4, 5, 5, 5, 5];
    await telemetryRepository.insertWater(
      db,
      inTotals.map((in_total_l, m) => ({
        device_id: DEVICE,
        ts: T0 + m * MIN,
        in_rate_lpm: m >= 6 && m <= 8 ? 5 : 0,
        in_total_l,
        out_rate_lpm: null,
        out_total_l: outTotals[m]!,
      })),
    );
    await telemetryRepository.insertWater(db, [
      { device_id: OTHER, ts: T0, in_rate_lpm: 0, in_total_l: 99, out_rate_lpm: null, out_total_l: null },
    ]);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("reads a controller's 5-minute buckets: light share, VPD and the judged counts", async () => {
    const reads = createSteeringReads(database.db);
    expect(await reads.climateBuckets(DEVICE, T0, T0 + 10 * MIN)).toEqual([
      {
        ts: T0,
        light: 0.4,
        vpd: expect.closeTo(1.2, 9),
        temperatureIn: 4,
        temperatureJudged: 5,
        humidityIn: 0,
        humidityJudged: 0,
      },
      {
        ts: T0 + 5 * MIN,
        light: 1,
        vpd: expect.closeTo(1.65, 9),
        temperatureIn: 4,
        temperatureJudged: 5,
        humidityIn: 5,
        humidityJudged: 5,
      },
    ]);
    // [from, to) in whole buckets.
    expect(await reads.climateBuckets(DEVICE, T0 + 5 * MIN, T0 + 10 * MIN)).toHaveLength(1);
  });

  it("reads a probe's moisture and EC averages", async () => {
    const reads = createSteeringReads(database.db);
    expect(await reads.soilBuckets(DEVICE, T0, T0 + 10 * MIN)).toEqual([
      { ts: T0, moisture: 42, ec: 2 },
      { ts: T0 + 5 * MIN, moisture: 50, ec: null },
    ]);
  });

  it("reads a meter's readings, on PostgreSQL less the inside of each stretch where neither total moved", async () => {
    const reads = createSteeringReads(database.db);
    const readings = await reads.waterReadings(DEVICE, T0, T0 + 20 * MIN);
    // Minutes 1-4 and 10-11 sit inside flat stretches, which 0, 5, 9 and 12 begin and end; 6-9 move a total.
    expect(readings.map((r) => (r.ts - T0) / MIN)).toEqual(
      dialect === 'postgres' ? [0, 5, 6, 7, 8, 9, 12] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
    expect(readings.find((r) => r.ts === T0 + 6 * MIN)).toEqual({
      ts: T0 + 6 * MIN,
      inTotal: 15,
      outTotal: 2,
      inRate: 5,
    });
    expect(await reads.waterReadings(OTHER, T0, T0 + 20 * MIN)).toEqual([
      { ts: T0, inTotal: 99, outTotal: null, inRate: 0 },
    ]);
  });
});
