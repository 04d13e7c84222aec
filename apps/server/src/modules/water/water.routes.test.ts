import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { signedInSuite } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { telemetryRepository } from '../telemetry/telemetry.repository.ts';

const DEVICE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const MIN = 60_000;

interface Row {
  ts: number;
  inRate: number;
  inTotal: number;
  outRate: number;
  outTotal: number;
}

/** The obvious computation the SQL must agree with. */
function naiveSeries(rows: Row[], from: number, to: number, step: number) {
  const buckets = new Map<number, Row[]>();
  for (const r of rows) {
    if (r.ts < from || r.ts >= to) continue;
    const b = Math.floor(r.ts / step) * step;
    buckets.set(b, [...(buckets.get(b) ?? []), r]);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ts, rs]) => ({
      ts,
      count: rs.length,
      inRate: rs.reduce((s, r) => s + r.inRate, 0) / rs.length,
      inTotal: Math.max(...rs.map((r) => r.inTotal)),
    }));
}

/** The water meter both suites read: a device row called Line. */
const storeLine = (db: Kysely<Database>) =>
  db
    .insertInto('devices')
    .values({
      id: DEVICE,
      name: 'Line',
      kind: 'water',
      alerts_enabled: 1,
      updated_at: new Date().toISOString(),
    })
    .execute();

describe.each(DIALECTS)('water routes on %s', (dialect) => {
  const { t, member } = signedInSuite(dialect, { member: 'user' }, { per: 'describe' });

  const store = async (rows: Row[]) => {
    const db = t.database.db;
    await db.deleteFrom('water_readings').execute();
    await db.deleteFrom('devices').execute();
    await storeLine(db);
    await telemetryRepository.insertWater(
      db,
      rows.map((r) => ({
        device_id: DEVICE,
        ts: r.ts,
        in_rate_lpm: r.inRate,
        in_total_l: r.inTotal,
        out_rate_lpm: r.outRate,
        out_total_l: r.outTotal,
      })),
    );
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: member.auth });

  it('series equal a naive per-bucket computation for any data, range and step', async () => {
    const base = Date.parse('2026-03-01T00:00:00.000Z');
    const rowArb = fc.record({
      minute: fc.integer({ min: 0, max: 600 }),
      inRate: fc.double({ min: 0, max: 30, noNaN: true }),
      inTotal: fc.double({ min: 0, max: 1e5, noNaN: true }),
      outRate: fc.double({ min: 0, max: 30, noNaN: true }),
      outTotal: fc.double({ min: 0, max: 1e5, noNaN: true }),
      second: fc.integer({ min: 0, max: 59 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(rowArb, { selector: (r) => r.minute * 60 + r.second, maxLength: 60 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 600 }),
        fc.constantFrom(['1m', MIN], ['5m', 5 * MIN], ['15m', 15 * MIN], ['1h', 60 * MIN]),
        async (raw, fromMinute, spanMinutes, [step, stepMs]) => {
          const rows = raw.map((r) => ({ ...r, ts: base + r.minute * MIN + r.second * 1000 }));
          await store(rows);
          const from = base + fromMinute * MIN;
          const to = from + spanMinutes * MIN;
          const response = await get(
            `/api/water-in-out/series?deviceId=${DEVICE}&from=${from}&to=${to}&step=${step}`,
          );
          expect(response.statusCode).toBe(200);
          const points = response.json<{
            points: { ts: number; count: number; in: { rate_lpm: number; total_l: number } }[];
          }>().points;
          const expected = naiveSeries(rows, from, to, stepMs);
          expect(points.map((p) => [p.ts, p.count])).toEqual(expected.map((e) => [e.ts, e.count]));
          points.forEach((p, i) => {
            expect(p.in.rate_lpm).toBeCloseTo(expected[i]!.inRate, 2);
            expect(p.in.total_l).toBeCloseTo(expected[i]!.inTotal, 6);
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a 2 h window of one reading a minute gives exactly 120 one-minute points', async () => {
    const from = Date.parse('2026-03-01T10:00:00.000Z');
    await store(
      Array.from({ length: 180 }, (_, i) => ({
        ts: from - 30 * MIN + i * MIN,
        inRate: 1,
        inTotal: i,
        outRate: 0,
        outTotal: 0,
      })),
    );
    const response = await get(
      `/api/water-in-out/series?deviceId=${DEVICE}&from=${from}&to=${from + 120 * MIN}`,
    );
    expect(response.json()).toMatchObject({ step: '1m' });
    expect(response.json<{ points: unknown[] }>().points).toHaveLength(120);
  });

  it('summarises the total delta and average rate of a window', async () => {
    const from = Date.parse('2026-03-01T10:00:00.000Z');
    await store([
      { ts: from, inRate: 2, inTotal: 100, outRate: 1, outTotal: 10 },
      { ts: from + MIN, inRate: 4, inTotal: 103, outRate: 0, outTotal: 10.5 },
      { ts: from + 2 * MIN, inRate: 0, inTotal: 106, outRate: 2, outTotal: 12 },
    ]);
    const response = await get(
      `/api/water-in-out/summary?deviceId=${DEVICE}&from=${from}&to=${from + 3 * MIN}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      in: { total_delta_l: 6, avg_rate_lpm: 2 },
      out: { total_delta_l: 2, avg_rate_lpm: 1 },
    });
  });

  it('refuses a range that ends before it starts, and an unknown step', async () => {
    const bad = await get(`/api/water-in-out/series?deviceId=${DEVICE}&from=10&to=5`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation.failed' });
    const step = await get(`/api/water-in-out/series?deviceId=${DEVICE}&from=1&to=5&step=2m`);
    expect(step.statusCode).toBe(400);
  });

  it('answers 404 for a device that is not a water meter', async () => {
    const response = await get('/api/water-in-out/latest?deviceId=ffffffffffffffffffffffff');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'devices.not_found' });
  });
});

describe.each(DIALECTS)('water routes answer from storage on %s', (dialect) => {
  let t: TestContext;
  let member: TestUser;
  beforeAll(async () => {
    // A device cloud that never answers: any call to it would hang the request.
    const hanging = () => new Promise<never>(() => undefined);
    t = await createTestContext(dialect, {
      deviceCloud: {
        listDevices: hanging,
        callFunction: hanging,
        getVariable: hanging,
        renameDevice: hanging,
        flashDevice: hanging,
        openEventStream: hanging,
        setScenario: hanging,
        scenarios: hanging,
      },
    });
    member = await t.createUser('user');
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers every water call well inside the web app's 10 s timeout while the cloud hangs", async () => {
    const db = t.database.db;
    const to = Date.parse('2026-03-08T00:00:00.000Z');
    const from = to - 7 * 86_400_000;
    await storeLine(db);
    // A week of one reading a minute.
    const rows = Array.from({ length: (to - from) / MIN }, (_, i) => ({
      device_id: DEVICE,
      ts: from + i * MIN,
      in_rate_lpm: 1,
      in_total_l: i,
      out_rate_lpm: 0.5,
      out_total_l: i / 2,
    }));
    for (let i = 0; i < rows.length; i += 2000)
      await telemetryRepository.insertWater(db, rows.slice(i, i + 2000));
    const range = `deviceId=${DEVICE}&from=${from}&to=${to}`;
    for (const url of [
      '/api/water-in-out/devices',
      `/api/water-in-out/latest?deviceId=${DEVICE}`,
      `/api/water-in-out/series?${range}&step=15m`,
      `/api/water-in-out/series?${range}&step=1m`,
      `/api/water-in-out/summary?${range}`,
      `/api/water-in-out/config?deviceId=${DEVICE}`,
    ]) {
      const started = performance.now();
      const response = await t.app.inject({ method: 'GET', url, headers: member.auth });
      expect(response.statusCode, url).toBe(200);
      expect(performance.now() - started, url).toBeLessThan(2_000);
    }
  });
});
