import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../testing/test-databases.ts';
import { telemetryRepository } from '../telemetry/telemetry.repository.ts';
import { ensureMonths } from './reading-partitions.ts';
import { createSteeringReads } from './steering-reads.ts';

const MIN = 60_000;
const T0 = Date.parse('2026-05-12T06:00:00.000Z');
const DEVICE = 'd00000000000000000000001';
const OTHER = 'd00000000000000000000002';
const LIGHT = 'd00000000000000000000003';

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

  it("reads a controller's totals over a span: buckets with VPD, those in the target, the judged readings", async () => {
    const reads = createSteeringReads(database.db);
    // VPD averages 1.2 then 1.65: one of two inside 1.1-1.5; none inside without a target.
    const totals = {
      vpdMeasured: 2,
      vpdInside: 1,
      temperatureIn: 8,
      temperatureJudged: 10,
      humidityIn: 5,
      humidityJudged: 5,
    };
    expect(await reads.climateTotals(DEVICE, T0, T0 + 10 * MIN, { min: 1.1, max: 1.5 })).toEqual(totals);
    expect(await reads.climateTotals(DEVICE, T0, T0 + 10 * MIN, null)).toEqual({ ...totals, vpdInside: 0 });
    expect(await reads.climateTotals(DEVICE, T0 + 5 * MIN, T0 + 10 * MIN, { min: 1.6, max: 1.7 })).toEqual({
      vpdMeasured: 1,
      vpdInside: 1,
      temperatureIn: 4,
      temperatureJudged: 5,
      humidityIn: 5,
      humidityJudged: 5,
    });
    expect(await reads.climateTotals(OTHER, T0, T0 + 10 * MIN, null)).toEqual({
      vpdMeasured: 0,
      vpdInside: 0,
      temperatureIn: 0,
      temperatureJudged: 0,
      humidityIn: 0,
      humidityJudged: 0,
    });
  });

  it("reads a controller's buckets where its lights may have switched: the first and last of each run", async () => {
    const reads = createSteeringReads(database.db);
    // Buckets lit (a share of one half or more) or dark: dark x 3, lit x 3, no light reading, dark.
    const shares = [0, 0.2, 0.4, 0.6, 1, 0.8, null, 0];
    await telemetryRepository.insertClimate(
      database.db,
      shares.flatMap((share, b) =>
        Array.from({ length: 5 }, (_, m) => ({
          device_id: LIGHT,
          ts: T0 + (b * 5 + m) * MIN,
          temperature: 24,
          humidity: 60,
          co2: 800,
          vpd: 1,
          light_status: share === null ? null : m < share * 5 ? 1 : 0,
        })),
      ),
    );
    expect(await reads.lightEdges(LIGHT, T0, T0 + 40 * MIN)).toEqual([
      { ts: T0, light: 0 },
      { ts: T0 + 10 * MIN, light: 0.4 },
      { ts: T0 + 15 * MIN, light: 0.6 },
      { ts: T0 + 25 * MIN, light: 0.8 },
      { ts: T0 + 35 * MIN, light: 0 },
    ]);
  });

  it("reads a probe's moisture and EC averages", async () => {
    const reads = createSteeringReads(database.db);
    expect(await reads.soilBuckets(DEVICE, T0, T0 + 10 * MIN)).toEqual([
      { ts: T0, moisture: 42, ec: 2 },
      { ts: T0 + 5 * MIN, moisture: 50, ec: null },
    ]);
  });

  it("reads a probe's moisture in the buckets beginning in given spans", async () => {
    const reads = createSteeringReads(database.db);
    const at = async (spans: { from: number; to: number }[]) =>
      (await reads.moistureIn(DEVICE, spans)).map((b) => [(b.ts - T0) / MIN, b.moisture]);
    expect(await at([{ from: T0 + 5 * MIN, to: T0 + 5 * MIN + 1 }])).toEqual([[5, 50]]);
    expect(
      await at([
        { from: T0 - MIN, to: T0 + 1 },
        { from: T0 + 4 * MIN, to: T0 + 9 * MIN },
      ]),
    ).toEqual([
      [0, 42],
      [5, 50],
    ]);
    expect(await at([{ from: T0 + MIN, to: T0 + 5 * MIN }])).toEqual([]);
    expect(await at([])).toEqual([]);
  });

  it("reads a meter's readings either side of each change of a total, and its first and last", async () => {
    const reads = createSteeringReads(database.db);
    const readings = await reads.waterChanges(DEVICE, T0, T0 + 20 * MIN);
    // Totals change from 5 to 6 and on to 9; 1-4 and 10-11 sit inside stretches where nothing moved.
    expect(readings.map((r) => (r.ts - T0) / MIN)).toEqual([0, 5, 6, 7, 8, 9, 12]);
    expect(readings.find((r) => r.ts === T0 + 6 * MIN)).toEqual({
      ts: T0 + 6 * MIN,
      inTotal: 15,
      outTotal: 2,
      inRate: 5,
    });
    // The reading before a change comes whole, rate and all.
    expect(readings.find((r) => r.ts === T0 + 5 * MIN)).toEqual({
      ts: T0 + 5 * MIN,
      inTotal: 10,
      outTotal: 2,
      inRate: 0,
    });
    expect(await reads.waterChanges(OTHER, T0, T0 + 20 * MIN)).toEqual([
      { ts: T0, inTotal: 99, outTotal: null, inRate: 0 },
    ]);
  });

  it("reads a meter's readings either side of each cut", async () => {
    const reads = createSteeringReads(database.db);
    const minutes = async (cuts: number[]) =>
      (await reads.waterBesideCuts(DEVICE, T0, T0 + 20 * MIN, cuts)).map((r) => (r.ts - T0) / MIN);
    expect(await minutes([T0 + 2.5 * MIN, T0 + 10 * MIN])).toEqual([2, 3, 9, 10]);
    // A cut before the range stands at its start, one after it at its end.
    expect(await minutes([T0 - MIN, T0 + 99 * MIN])).toEqual([0, 12]);
    expect(await minutes([])).toEqual([]);
    expect(await reads.waterBesideCuts(OTHER, T0, T0 + 20 * MIN, [T0 + 5 * MIN])).toEqual([
      { ts: T0, inTotal: 99, outTotal: null, inRate: 0 },
    ]);
  });
});
