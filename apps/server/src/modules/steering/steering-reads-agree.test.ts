import { DEFAULT_VPD_TARGETS } from '@canopy/shared/schemas/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../testing/test-databases.ts';
import { ensureMonths } from '../history/reading-partitions.ts';
import { createSteeringReads, joinReadings, type SteeringReads } from '../history/steering-reads.ts';
import type { DeviceStay } from '../rooms/room-stays.ts';
import { telemetryRepository } from '../telemetry/telemetry.repository.ts';
import { dayBounds } from './day-bounds.ts';
import day from './fixtures/meter-day.json' with { type: 'json' };
import { lightSwitches } from './light-switches.ts';
import { meterShots, type MeterReading } from './meter-shots.ts';
import { padded, readMeters, readRollups, roomDevices, roomLight, shotSource } from './room-readings.ts';
import { averageBuckets } from './room-series.ts';
import { BUCKET_MS } from './series.ts';
import { steeringDay } from './steering-days.ts';
import { createSteering } from './steering.ts';
import { judgedIn, readStretch } from './stretch-reads.ts';
import { vpdInTarget } from './vpd-target.ts';
import { meterLitres } from './water-litres.ts';

/*
 * Steering reads only part of a device's history: a meter's readings either side of each change of its
 * totals, a controller's buckets where its lights may have switched and its totals counted in SQL, a
 * probe's moisture around the instants dryback asks about. Every figure must come out as from all of it,
 * read through the same functions: the shots and litres of a recorded meter day and of thirty generated
 * days (jitter, a reset, a glitch, days offline, a day without water, a drain unread, sparse readings),
 * the light switches, VPD in target and judged readings, and a run's stretch figures and a room's days.
 */

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const D0 = Date.parse('2026-06-01T00:00:00.000Z');
const FROM = D0 - 3 * DAY;
const TO = D0 + 31 * DAY;
const ZONE = 'Europe/Berlin';
const id = (name: string) => name.padStart(24, '0');
const [C1, P1, M1, C2, C3, P2, FIX] = ['c1', 'p1', 'm1', 'c2', 'c3', 'p2', 'fix'].map(id) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

const dayOf = (ts: number) => Math.floor((ts - D0) / DAY);
const minuteOfDay = (ts: number) => (((ts % DAY) + DAY) % DAY) / MIN;
/** Shots of room A (UTC minutes of the day): 6 minutes at 4 L/min, a fifth draining over 10 minutes after. */
const SHOTS_A = [425, 545, 665, 785, 905, 1015];
const shotRunning = (minute: number) => SHOTS_A.some((s) => minute >= s && minute < s + 6);
const draining = (minute: number) => SHOTS_A.some((s) => minute >= s + 3 && minute < s + 13);

/** VPD at the ends of flower's and veg's targets (1.2-1.5, 0.8-1.2 kPa) for an hour each on day 6. */
const EDGE_VPD = [1.5, 1.2, 0.8, 1.51];

/** Room A's controller every minute: lights 06-18 UTC, on at 06:02 on day 3, dark at noon for 20 minutes on day 5, a lamp at night on day 8, offline 36 hours from day 12, lights 05-17 from day 20; VPD at its targets' ends on day 6. */
function controllerA() {
  const rows = [];
  for (let ts = FROM; ts < TO; ts += MIN) {
    const d = dayOf(ts);
    const m = minuteOfDay(ts);
    if (ts >= D0 + 12 * DAY && ts < D0 + 13.5 * DAY) continue;
    const [on, off] = d >= 20 ? [300, 1020] : [d === 3 ? 362 : 360, 1080];
    const lit =
      m >= on && m < off && !(d === 5 && m >= 720 && m < 740) ? 1 : d === 8 && m >= 120 && m < 130 ? 1 : 0;
    rows.push({
      device_id: C1,
      ts,
      temperature: 24,
      humidity: 60,
      co2: 800,
      vpd:
        d === 7
          ? null
          : d === 6 && m >= 600 && m < 840
            ? EDGE_VPD[Math.floor((m - 600) / 60)]
            : lit
              ? 1.2 + (m % 37) / 100
              : 0.9 + (m % 23) / 100,
      light_status: d === 9 && m < 30 ? null : lit,
      in_range: {
        temperature: m % 7 === 0 ? 0 : 1,
        humidity: d % 3 === 0 ? null : m % 5 === 0 ? 0 : 1,
      } as const,
    });
  }
  return rows;
}

/** Room B's controllers every 5 minutes: lights 07-19 UTC, the second 5 minutes later and its VPD higher. */
function controllersB() {
  const rows = [];
  for (let ts = FROM; ts < TO; ts += 5 * MIN) {
    const m = minuteOfDay(ts);
    for (const [device, shift, vpd] of [
      [C2, 0, 1.1],
      [C3, 5, 1.4],
    ] as const) {
      const lit = m >= 420 + shift && m < 1140 + shift ? 1 : 0;
      rows.push({
        device_id: device,
        ts,
        temperature: 25,
        humidity: 58,
        co2: 900,
        vpd: vpd + (m % 11) / 40,
        light_status: lit,
        in_range: { temperature: m % 3 === 0 ? 0 : 1, humidity: 1 } as const,
      });
    }
  }
  return rows;
}

/** A probe every 5 minutes: 50 % as each shot begins, drying a point an hour; EC wandering. */
function probe(device: string, shots: readonly number[], wobbleAt?: number) {
  const rows = [];
  for (let ts = FROM; ts < TO; ts += 5 * MIN) {
    const m = minuteOfDay(ts);
    const last = shots.filter((s) => s <= m).at(-1);
    const since = last === undefined ? m + 1440 - shots.at(-1)! : m - last;
    const wobble = wobbleAt !== undefined && m >= wobbleAt && m < wobbleAt + 10 ? 2.5 : 0;
    rows.push({
      device_id: device,
      ts,
      moisture_pct: 50 - since / 60 + wobble,
      temp_c: 21,
      ec_mscm: 2 + ((ts / BUCKET_MS) % 17) / 50,
      ph: 6.2,
      n_mgkg: 1,
      p_mgkg: 1,
      k_mgkg: 1,
      in_medium: 1,
    });
  }
  return rows;
}

/**
 * Room A's meter every minute: jitter in now and then; offline 30 hours from day 4; no water nor jitter
 * on day 9; reset to zero on day 14 at 12:00; a glitch on day 17 at 03:00; its drain unread on day 21;
 * readings 12 minutes apart on day 22.
 */
function meterA() {
  const rows = [];
  let inTotal = 1200;
  let outTotal = 300;
  for (let ts = FROM; ts < TO; ts += MIN) {
    const d = dayOf(ts);
    const m = minuteOfDay(ts);
    const quiet = d === 9;
    const rate = !quiet && shotRunning(m - 1) ? 4 : 0;
    inTotal += rate + (!quiet && m % 97 === 0 ? 0.04 : 0);
    outTotal += (!quiet && draining(m - 1) ? 0.48 : 0) + (!quiet && m % 89 === 0 ? 0.02 : 0);
    if (ts === D0 + 14 * DAY + 12 * HOUR) inTotal = 0;
    if (ts >= D0 + 4 * DAY && ts < D0 + 5.25 * DAY) continue;
    if (d === 22 && m % 12 !== 0) continue;
    const glitch = ts === D0 + 17 * DAY + 3 * HOUR;
    rows.push({
      device_id: M1,
      ts,
      in_rate_lpm: rate,
      in_total_l: glitch ? 99_999 : inTotal,
      out_rate_lpm: null,
      out_total_l: d === 21 ? null : outTotal,
    });
  }
  return rows;
}

const stay = (
  roomId: string,
  deviceId: string,
  kind: string,
  since: number | null,
  until: number | null,
) => ({
  roomId,
  deviceId,
  deviceName: deviceId,
  kind,
  since,
  until,
});

/** Room A: a controller, a probe and (until day 24) the meter; room B: two controllers, a probe, then the meter. */
const STAYS: DeviceStay[] = [
  stay('A', C1, 'climate', null, null),
  stay('A', P1, 'soil', null, null),
  stay('A', M1, 'water', null, D0 + 24 * DAY + 7 * HOUR),
  stay('B', C2, 'climate', null, null),
  stay('B', C3, 'climate', null, null),
  stay('B', P2, 'soil', null, null),
  stay('B', M1, 'water', D0 + 24 * DAY + 7 * HOUR, null),
];

describe.each(DIALECTS)(
  "steering's partial reads give every figure as all the readings give it, on %s",
  (dialect) => {
    let database: TestDatabase;
    let reads: SteeringReads;
    /** Every reading of a meter in [from, to), oldest first. */
    const allWater = async (deviceId: string, from: number, to: number): Promise<MeterReading[]> => {
      const rows = await database.db
        .selectFrom('water_readings')
        .select(['ts', 'in_total_l', 'out_total_l', 'in_rate_lpm'])
        .where('device_id', '=', deviceId)
        .where('ts', '>=', from)
        .where('ts', '<', to)
        .orderBy('ts')
        .execute();
      const num = (value: unknown) => (value === null ? null : Number(value));
      return rows.map((row) => ({
        ts: Number(row.ts),
        inTotal: num(row.in_total_l),
        outTotal: num(row.out_total_l),
        inRate: num(row.in_rate_lpm),
      }));
    };
    /** A meter's readings as steering reads them: either side of each change and of each cut. */
    const keptWater = async (deviceId: string, from: number, to: number, cuts: readonly number[]) =>
      joinReadings(
        await reads.waterChanges(deviceId, from, to),
        await reads.waterBesideCuts(deviceId, from, to, cuts),
      );
    /** The same reads answering with everything: a meter's every reading, a controller's every bucket. */
    let everything: SteeringReads;

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      const { db } = database;
      await ensureMonths(db, FROM, TO);
      await telemetryRepository.insertClimate(db, [...controllerA(), ...controllersB()]);
      await telemetryRepository.insertSoil(db, [...probe(P1, SHOTS_A), ...probe(P2, [480, 840], 660)]);
      await telemetryRepository.insertWater(db, [
        ...meterA(),
        ...day.readings.map((r) => ({
          device_id: FIX,
          ts: r.ts,
          in_rate_lpm: r.inRate,
          in_total_l: r.inTotal,
          out_rate_lpm: null,
          out_total_l: r.outTotal,
        })),
      ]);
      reads = createSteeringReads(db);
      everything = {
        ...reads,
        waterChanges: (deviceId, from, to) => allWater(deviceId, from, to),
        waterBesideCuts: async () => [],
        lightEdges: async (deviceId, from, to) => roomLight([await reads.climateBuckets(deviceId, from, to)]),
        climateTotals: async (deviceId, from, to, target) => {
          const buckets = await reads.climateBuckets(deviceId, from, to);
          const vpd = averageBuckets([buckets], (b) => b.vpd);
          const judged = judgedIn(buckets, { from, to });
          return {
            vpdMeasured: vpd.length,
            vpdInside: target ? vpdInTarget(vpd, from, to, target).inside : 0,
            temperatureIn: judged.temperatureIn,
            temperatureJudged: judged.temperature,
            humidityIn: judged.humidityIn,
            humidityJudged: judged.humidity,
          };
        },
        moistureIn: async (deviceId, spans) =>
          (await reads.soilBuckets(deviceId, FROM, TO)).filter(
            (b) => b.moisture !== null && spans.some((span) => b.ts >= span.from && b.ts < span.to),
          ),
      };
    }, 120_000);
    afterAll(async () => {
      await database.drop();
    });

    /** Shots, and the litres of each span, from the meter's kept readings and from all of them. */
    async function expectSameWater(
      deviceId: string,
      from: number,
      to: number,
      spans: { from: number; to: number }[],
    ) {
      const all = await allWater(deviceId, from, to);
      const kept = await keptWater(
        deviceId,
        from,
        to,
        spans.flatMap((span) => [span.from, span.to]),
      );
      expect(kept.length).toBeLessThan(all.length);
      expect(meterShots(kept)).toEqual(meterShots(all));
      for (const span of spans) {
        expect(meterLitres(kept, span.from, span.to), new Date(span.from).toISOString()).toEqual(
          meterLitres(all, span.from, span.to),
        );
      }
      return { all, kept };
    }

    it("finds the recorded meter day's shots and each hour's litres from the readings it keeps", async () => {
      const start = day.readings[0]!.ts;
      const end = day.readings.at(-1)!.ts + 1;
      const hours = Array.from({ length: 24 }, (_, h) => ({
        from: start + h * HOUR,
        to: start + (h + 1) * HOUR,
      }));
      const { kept } = await expectSameWater(FIX, start, end, [
        ...hours,
        { from: start, to: end },
        { from: start + 9 * HOUR + 50 * MIN, to: start + 10 * HOUR + 5 * MIN },
      ]);
      // ...and they are the shots listed by hand.
      expect(meterShots(kept).map((shot) => shot.litres)).toHaveLength(day.shots.length);
    });

    it("finds thirty days of shots and each day's, hour's and odd span's litres from the few readings it keeps", async () => {
      const days = Array.from({ length: 32 }, (_, d) => ({
        from: D0 - DAY + d * DAY + 6 * HOUR + 2 * MIN,
        to: D0 + d * DAY + 6 * HOUR + 2 * MIN,
      }));
      const hours = Array.from({ length: 24 * 30 }, (_, h) => ({
        from: D0 + h * HOUR,
        to: D0 + (h + 1) * HOUR,
      }));
      const odd = [
        // Inside the day without water, inside the day offline, five minutes inside a drain, across the reset.
        { from: D0 + 9 * DAY + 3 * HOUR, to: D0 + 9 * DAY + 4 * HOUR },
        { from: D0 + 4 * DAY + 2 * HOUR, to: D0 + 4 * DAY + 3 * HOUR },
        { from: D0 + 2 * DAY + 549 * MIN, to: D0 + 2 * DAY + 554 * MIN },
        { from: D0 + 14 * DAY + 11 * HOUR, to: D0 + 14 * DAY + 13 * HOUR },
        { from: D0 + 22 * DAY + 7 * HOUR + 1, to: D0 + 22 * DAY + 7 * HOUR + 2 },
      ];
      const { all, kept } = await expectSameWater(M1, FROM, TO, [...days, ...hours, ...odd]);
      expect(kept.length).toBeLessThan(all.length / 2);
      expect(meterShots(all).length).toBeGreaterThan(150);
      // Without the spans' cuts, a day without water would read as unknown, not 0 litres.
      const quiet = { from: D0 + 9 * DAY + HOUR, to: D0 + 10 * DAY - HOUR };
      expect(meterLitres(all, quiet.from, quiet.to)).toEqual({ in: 0, out: 0 });
      expect(meterLitres(await keptWater(M1, FROM, TO, []), quiet.from, quiet.to)).toEqual({
        in: null,
        out: null,
      });
    });

    it("switches the lights at the same instants from a controller's edges as from all its buckets", async () => {
      const edges = await reads.lightEdges(C1, FROM, TO);
      const all = roomLight([await reads.climateBuckets(C1, FROM, TO)]);
      expect(edges.length).toBeLessThan(all.length / 20);
      expect(lightSwitches(edges, BUCKET_MS)).toEqual(lightSwitches(all, BUCKET_MS));
      const inside = { from: D0 + 5 * DAY + 12 * HOUR, to: D0 + 9 * DAY + 10 * MIN };
      expect(lightSwitches(await reads.lightEdges(C1, inside.from, inside.to), BUCKET_MS)).toEqual(
        lightSwitches(roomLight([await reads.climateBuckets(C1, inside.from, inside.to)]), BUCKET_MS),
      );
    });

    it("counts a controller's buckets in each VPD target and its judged readings as its buckets give them", async () => {
      const spans = [
        { from: FROM, to: TO },
        { from: D0 + 3 * DAY + 7 * HOUR, to: D0 + 12 * DAY + 13 * MIN },
        { from: D0 + 6 * DAY, to: D0 + 8 * DAY },
      ];
      for (const span of spans) {
        for (const target of [DEFAULT_VPD_TARGETS.flower!, DEFAULT_VPD_TARGETS.veg!, null]) {
          expect(await reads.climateTotals(C1, span.from, span.to, target)).toEqual(
            await everything.climateTotals(C1, span.from, span.to, target),
          );
        }
      }
    });

    const steeringOn = (history: SteeringReads) =>
      createSteering({
        clock: { now: () => new Date(TO) },
        zone: { timeZone: async () => ZONE },
        vpdTargets: async () => DEFAULT_VPD_TARGETS,
        room: async (roomId) => ({ _id: roomId }),
        deviceStays: async (roomIds) => STAYS.filter((s) => roomIds.includes(s.roomId)),
        stageHistoryInRooms: async () => [
          { groupId: 'g1', stage: 'flower', roomId: 'A', at: new Date(FROM).toISOString(), plantCount: 8 },
          { groupId: 'g2', stage: 'veg', roomId: 'B', at: new Date(FROM).toISOString(), plantCount: 5 },
          {
            groupId: 'g2',
            stage: 'flower',
            roomId: 'B',
            at: new Date(D0 + 15 * DAY).toISOString(),
            plantCount: 5,
          },
        ],
        history,
      });

    const STRETCHES = [
      { roomId: 'A', from: D0 + DAY + 5 * HOUR, to: D0 + 22 * DAY },
      { roomId: 'B', from: D0 + 3 * DAY, to: D0 + 28 * DAY + 2 * HOUR },
      { roomId: 'A', from: D0 + 22 * DAY, to: D0 + 29 * DAY },
    ];

    it("gives a run's stretch figures as a room's days read from everything give them", async () => {
      for (const stretch of STRETCHES) {
        const target = DEFAULT_VPD_TARGETS.flower!;
        const figures = await readStretch(reads, STAYS, stretch, { timeZone: ZONE, target });
        // As a room's days are figured: every bucket and reading, each whole day through steeringDay.
        const devices = roomDevices(STAYS, stretch.roomId, padded(stretch));
        const room = {
          ...(await readRollups(everything, devices)),
          ...(await readMeters(everything, devices.meters, [])),
        };
        const switches = lightSwitches(room.light, BUCKET_MS);
        const context = {
          falls: switches.falls,
          targets: DEFAULT_VPD_TARGETS,
          stageAt: () => 'flower' as const,
        };
        const days = dayBounds(switches, stretch, ZONE)
          .filter((d) => d.end <= stretch.to)
          .map((d) => steeringDay(room, d, context));
        expect(figures).toEqual({
          vpd: vpdInTarget(room.vpd, stretch.from, stretch.to, target),
          judged: judgedIn(room.climate, stretch),
          litres: room.meters.map((meter) => meterLitres(meter.readings, stretch.from, stretch.to)),
          days:
            shotSource(room) === 'none'
              ? []
              : days.map((d) => ({ shotCount: d.shotCount, overnightDrybackPct: d.overnightDrybackPct })),
        });
        expect(figures.days.length).toBeGreaterThan(4);
      }
      for (const stage of ['flower', 'veg', 'dry'] as const) {
        expect(await steeringOn(reads).stretchOutcome(STRETCHES, stage)).toEqual(
          await steeringOn(everything).stretchOutcome(STRETCHES, stage),
        );
      }
    });

    it("gives a room's days as reading everything gives them", async () => {
      for (const [roomId, from, to] of [
        ['A', D0 + 2 * DAY, D0 + 27 * DAY],
        ['B', D0 + 10 * DAY, D0 + 30 * DAY],
      ] as const) {
        const answer = await steeringOn(reads).ofRoom(roomId, { from, to });
        expect(answer).toEqual(await steeringOn(everything).ofRoom(roomId, { from, to }));
        expect(answer.days.filter((d) => d.litresIn !== null).length).toBeGreaterThan(5);
      }
    });
  },
);
