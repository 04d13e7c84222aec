import { DEFAULT_VPD_TARGETS } from '@canopy/shared/schemas/site';
import { describe, expect, it } from 'vitest';
import type {
  SteeringClimateBucket,
  SteeringSoilBucket,
  SteeringWaterReading,
} from '../history/steering-reads.ts';
import type { DeviceStay } from '../rooms/room-stays.ts';
import { createSteering } from './steering.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const D0 = Date.parse('2026-06-01T00:00:00.000Z');
const FROM = D0 - 2 * DAY;
const TO = D0 + 7 * DAY;
const hourOf = (ts: number) => Math.floor((ts % DAY) / HOUR);
const sum = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((n, row) => n + value(row), 0);

/** Readings every step over [FROM, TO). */
const every = <T>(step: number, make: (ts: number) => T) =>
  Array.from({ length: (TO - FROM) / step }, (_, i) => make(FROM + i * step));

/** Lights 06:00-18:00 UTC; VPD in flower's target (1.2-1.5) while lit, or always; the limits judged 5 a bucket. */
const controller = (vpdDark: number, temperatureIn: number, humidity: [number, number]) =>
  every(5 * MIN, (ts): SteeringClimateBucket => {
    const lit = hourOf(ts) >= 6 && hourOf(ts) < 18;
    return {
      ts,
      light: lit ? 1 : 0,
      vpd: lit ? 1.3 : vpdDark,
      temperatureIn,
      temperatureJudged: 5,
      humidityIn: humidity[0],
      humidityJudged: humidity[1],
    };
  });

/** A meter every minute: 20 L shots (5 L/min) at the hours given, a fifth of it out. */
const meter = (hours: number[]) => {
  let inTotal = 0;
  return every(MIN, (ts): SteeringWaterReading => {
    const minute = (ts % DAY) / MIN;
    const rate = hours.some((h) => minute - 1 >= h * 60 && minute - 1 < h * 60 + 4) ? 5 : 0;
    inTotal += rate;
    return { ts, inTotal, outTotal: inTotal / 5, inRate: rate };
  });
};

/** A probe 50 % as a shot at the hours given begins, drying a point an hour. */
const probe = (hours: number[]) =>
  every(5 * MIN, (ts): SteeringSoilBucket => {
    const hour = (ts % DAY) / HOUR;
    const last = hours.filter((h) => h <= hour).at(-1);
    const since = last === undefined ? hour + 24 - hours.at(-1)! : hour - last;
    return { ts, moisture: 50 - since, ec: 2 };
  });

const stay = (roomId: string, deviceId: string, kind: string): DeviceStay => ({
  roomId,
  deviceId,
  deviceName: deviceId,
  kind,
  since: null,
  until: null,
});

describe("a run's room figures over its stretches", () => {
  const data: Record<string, unknown[]> = {
    c1: controller(0.9, 4, [0, 0]),
    m1: meter([7, 10, 13]),
    p1: probe([7, 10, 13]),
    c2: controller(1.3, 5, [2, 5]),
    m2: meter([8, 12]),
  };
  const read =
    <T extends { ts: number }>() =>
    async (deviceId: string, from: number, to: number) =>
      (data[deviceId] as T[]).filter((row) => row.ts >= from && row.ts < to);
  const steering = createSteering({
    clock: { now: () => new Date(TO) },
    zone: { timeZone: async () => 'UTC' },
    vpdTargets: async () => DEFAULT_VPD_TARGETS,
    room: async (roomId) => ({ _id: roomId }),
    deviceStays: async () => [
      stay('r1', 'c1', 'climate'),
      stay('r1', 'm1', 'water'),
      stay('r1', 'p1', 'soil'),
      stay('r2', 'c2', 'climate'),
      stay('r2', 'm2', 'water'),
    ],
    stageHistoryInRooms: async () => [],
    // Each read answers with every row, which leaves out nothing its SQL would keep
    // (steering-reads-agree.test.ts); a controller's totals are counted from its buckets.
    history: {
      climateBuckets: read<SteeringClimateBucket>(),
      soilBuckets: read<SteeringSoilBucket>(),
      waterChanges: read<SteeringWaterReading>(),
      waterBesideCuts: async () => [],
      lightEdges: read<SteeringClimateBucket>(),
      climateTotals: async (deviceId, from, to, target) => {
        const buckets = await read<SteeringClimateBucket>()(deviceId, from, to);
        const vpd = buckets.flatMap((b) => (b.vpd === null ? [] : [b.vpd]));
        return {
          vpdMeasured: vpd.length,
          vpdInside: target ? vpd.filter((v) => v >= target.min && v <= target.max).length : 0,
          temperatureIn: sum(buckets, (b) => b.temperatureIn),
          temperatureJudged: sum(buckets, (b) => b.temperatureJudged),
          humidityIn: sum(buckets, (b) => b.humidityIn),
          humidityJudged: sum(buckets, (b) => b.humidityJudged),
        };
      },
      moistureIn: async (deviceId, spans) =>
        (data[deviceId] as SteeringSoilBucket[]).filter((row) =>
          spans.some((span) => row.ts >= span.from && row.ts < span.to),
        ),
    },
  });

  it('weighs each stretch by its time, and counts shots and dryback over the whole days inside', async () => {
    const outcome = await steering.stretchOutcome(
      [
        { roomId: 'r1', from: D0, to: D0 + 3 * DAY },
        { roomId: 'r2', from: D0 + 3 * DAY, to: D0 + 5 * DAY },
      ],
      'flower',
    );
    expect(outcome).toEqual({
      // Room 1 in target half its 3 days, room 2 all its 2 days: (1.5 + 2) / 5.
      vpdInTargetPct: 70,
      // 4 of 5 judged inside over 3 days, 5 of 5 over 2: (3 x 4 + 2 x 5) / (5 x 5).
      temperatureInLimitsPct: 88,
      // Judged only in room 2: 2 of 5.
      humidityInLimitsPct: 40,
      // The whole days: the 1st and 2nd in room 1 (3 shots each), the 4th in room 2 (2 shots).
      shotsPerDay: 2.7,
      // Room 1's: 45 % at lights-off, 32.08 % before 07:00's shot: 28.7 %; room 2 has no probe.
      overnightDrybackPct: 28.7,
      // 9 shots of 20 L in room 1's 3 days, 4 in room 2's 2; a fifth of it out.
      waterInL: 260,
      waterOutL: 52,
      runoffPct: 20,
    });
  });

  it('gives no VPD figure for a stage without a target, and nothing measured for a room without devices', async () => {
    expect(
      (await steering.stretchOutcome([{ roomId: 'r1', from: D0, to: D0 + DAY }], 'dry')).vpdInTargetPct,
    ).toBeNull();
    expect(
      await steering.stretchOutcome([{ roomId: 'empty', from: D0, to: D0 + 3 * DAY }], 'flower'),
    ).toEqual({
      vpdInTargetPct: null,
      temperatureInLimitsPct: null,
      humidityInLimitsPct: null,
      shotsPerDay: null,
      overnightDrybackPct: null,
      waterInL: null,
      waterOutL: null,
      runoffPct: null,
    });
  });
});
