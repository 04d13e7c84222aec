import { steeringSchema, type Steering } from '@canopy/shared/schemas/steering';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { telemetryRepository } from '../telemetry/telemetry.repository.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** Jerusalem is UTC+3 in May: lights on at 06:00 local is 03:00 UTC, off at 18:00 local 15:00 UTC. */
const ZONE = 'Asia/Jerusalem';
const utc = (iso: string) => Date.parse(iso);
const DATA_FROM = utc('2026-05-10T00:00:00.000Z');
const NOW = utc('2026-05-14T06:00:00.000Z');
/** Shots of 4 minutes at 5 L/min at 07:00, 10:00 and 13:00 local each day, and one of 10 L at 03:00 on 13 May. */
const SHOTS = [
  ...[10, 11, 12, 13, 14].flatMap((d) =>
    [4, 7, 10].map((h) => ({ at: Date.UTC(2026, 4, d, h), minutes: 4 })),
  ),
  { at: utc('2026-05-13T00:00:00.000Z'), minutes: 2 },
].sort((a, b) => a.at - b.at);

const lit = (ts: number) => {
  const hour = new Date(ts).getUTCHours();
  return hour >= 3 && hour < 15;
};
const flowing = (ts: number) => SHOTS.some((s) => ts >= s.at && ts < s.at + s.minutes * MIN);
/** Soil moisture: 50 % as a shot begins, drying a point an hour until the next. */
const moistureAt = (ts: number) => {
  const last = SHOTS.findLast((s) => s.at <= ts);
  return last ? 50 - (ts - last.at) / HOUR : 40;
};

describe.each(DIALECTS)("a room's steering days on %s", (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let member: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  let controller: string;
  let probe: string;
  let meter: string;

  /** The controller every 5 minutes: VPD 1.3 kPa with the lights on, 0.9 off. */
  async function climate(device: string) {
    const rows = [];
    for (let ts = DATA_FROM; ts < NOW; ts += 5 * MIN) {
      const on = lit(ts);
      rows.push({
        device_id: device,
        ts,
        temperature: 25,
        humidity: 60,
        co2: 900,
        vpd: on ? 1.3 : 0.9,
        light_status: on ? 1 : 0,
      });
    }
    await telemetryRepository.insertClimate(t.database.db, rows);
  }

  async function soil(device: string, moisture: (ts: number) => number) {
    const rows = [];
    for (let ts = DATA_FROM; ts < NOW; ts += 5 * MIN) {
      rows.push({
        device_id: device,
        ts,
        moisture_pct: moisture(ts),
        temp_c: 21,
        ec_mscm: ts < utc('2026-05-12T12:00:00.000Z') ? 2.5 : 2.8,
        ph: 6.2,
        n_mgkg: 100,
        p_mgkg: 40,
        k_mgkg: 150,
        in_medium: 1,
      });
    }
    await telemetryRepository.insertSoil(t.database.db, rows);
  }

  /** The meter every minute: 5 L/min in while a shot runs, a fifth of it out. */
  async function water(device: string) {
    const rows = [];
    let inTotal = 500;
    for (let ts = DATA_FROM; ts < NOW; ts += MIN) {
      const rate = flowing(ts - MIN) ? 5 : 0;
      inTotal += rate;
      rows.push({
        device_id: device,
        ts,
        in_rate_lpm: rate,
        in_total_l: inTotal,
        out_rate_lpm: rate / 5,
        out_total_l: (inTotal - 500) / 5,
      });
    }
    await telemetryRepository.insertWater(t.database.db, rows);
  }

  const steering = async (roomId: string, query: string) => {
    const response = await crop.call(member, 'GET', `/api/rooms/${roomId}/steering${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return steeringSchema.parse(response.json()) as Steering;
  };
  const range = (from: string, to: string) => `?from=${utc(from)}&to=${utc(to)}`;
  const dayOn = (answer: Steering, date: string) => answer.days.find((day) => day.date === date)!;

  beforeEach(async () => {
    t = await createTestContext(dialect);
    // Sessions last 12 hours: everyone signs in at NOW, the history having been stored before.
    t.clock.set(NOW);
    staff = await t.createUser('superuser');
    member = await t.createUser('user');
    crop = cropFixtures(t, staff);
    const admin = await t.createUser('admin');
    const site = await crop.call(admin, 'PUT', '/api/site', { name: 'Farm', timeZone: ZONE });
    expect(site.statusCode).toBe(200);
    controller = await crop.device(undefined, 'Controller', 'climate');
    probe = await crop.device(undefined, 'Probe', 'soil');
    meter = await crop.device(undefined, 'Meter', 'water');
  });
  afterEach(async () => {
    await t.close();
  });

  it('gives each day from lights-on to lights-on with its shots, water, dryback, EC and VPD', async () => {
    const room = await crop.room({ name: 'Flower 1', deviceIds: [controller, probe, meter] });
    const strainId = await crop.strain('Gelato');
    await crop.run({
      startedAt: new Date(DATA_FROM).toISOString(),
      groups: [{ strainId, plantCount: 12, roomId: room._id, stage: 'flower' }],
    });
    await Promise.all([climate(controller), soil(probe, moistureAt), water(meter)]);

    const answer = await steering(room._id, range('2026-05-10T21:00:00.000Z', '2026-05-13T21:00:00.000Z'));
    expect(answer.source).toBe('meter');
    expect(answer.days.map((d) => [d.date, d.start, d.lightsOn, d.lightsOff])).toEqual(
      ['11', '12', '13'].map((d) => [
        `2026-05-${d}`,
        `2026-05-${d}T03:00:00.000Z`,
        `2026-05-${d}T03:00:00.000Z`,
        `2026-05-${d}T15:00:00.000Z`,
      ]),
    );
    const day = dayOn(answer, '2026-05-12');
    // The shot at 03:00 on the 13th belongs to the 12th: its night, before the lights came on again.
    expect(day).toMatchObject({
      end: '2026-05-13T03:00:00.000Z',
      stage: 'flower',
      shots: [
        { at: '2026-05-12T04:00:00.000Z', litres: 20 },
        { at: '2026-05-12T07:00:00.000Z', litres: 20 },
        { at: '2026-05-12T10:00:00.000Z', litres: 20 },
        { at: '2026-05-13T00:00:00.000Z', litres: 10 },
      ],
      shotCount: 4,
      firstShotMin: 60,
      lastShotMin: 21 * 60,
      litresIn: 70,
      litresOut: 14,
      runoffPct: 20,
      ecStart: 2.5,
      ecEnd: 2.8,
      ecTrend: 0.3,
      // Half the day's buckets lit at 1.3 kPa, inside flower's 1.2-1.5; the dark half at 0.9.
      vpdInTargetPct: 50,
    });
    // By hand: 45 % at lights-off on the 11th (5 hours after 13:00's shot), 32.08 % in the bucket before
    // the first shot (06:55 on the 12th, 17 h 55 min after it): (45 - 32.08) / 45 = 28.7 %.
    expect(Math.abs(day.overnightDrybackPct! - 28.7)).toBeLessThanOrEqual(0.5);
    // 50 % after 13:00's shot (the night's shot after lights-off feeds the night), 45 % at lights-off: 10 %.
    expect(Math.abs(day.dayDrybackPct! - 10)).toBeLessThanOrEqual(0.5);
  });

  it('finds shots in soil moisture steps where no meter is in the room, not in smaller wobbles', async () => {
    // A 3-point step at 07:00 local (04:00 UTC) each day; 2.5-point wobbles every hour on the hour besides.
    const stepped = (ts: number) => {
      const sinceStep = (ts - utc('2026-05-10T04:00:00.000Z')) % DAY;
      const wobble = new Date(ts).getUTCMinutes() < 10 && new Date(ts).getUTCHours() % 2 === 0 ? 2.5 : 0;
      return 40 + (sinceStep < 6 * HOUR ? 3 : 0) + wobble;
    };
    const room = await crop.room({ name: 'Veg 1', kind: 'veg', deviceIds: [controller, probe] });
    await Promise.all([climate(controller), soil(probe, stepped)]);

    const answer = await steering(room._id, range('2026-05-10T21:00:00.000Z', '2026-05-13T21:00:00.000Z'));
    expect(answer.source).toBe('moisture');
    expect(answer.days.map((d) => [d.date, d.shots])).toEqual(
      ['11', '12', '13'].map((d) => [`2026-05-${d}`, [{ at: `2026-05-${d}T04:00:00.000Z`, litres: null }]]),
    );
    expect(answer.days.every((d) => d.litresIn === null && d.runoffPct === null)).toBe(true);
    // No run in the room: no stage, so no VPD target.
    expect(answer.days.every((d) => d.stage === null && d.vpdInTargetPct === null)).toBe(true);
  });

  it('counts a device only while it was in the room: a meter moved out stops counting there', async () => {
    await Promise.all([climate(controller), water(meter)]);
    // Placed in a room on the 12th, the meter counts there from its first reading (the 10th); it moves to
    // another room at 08:30 UTC that day, between the day's 07:00 and 10:00 shots (local).
    t.clock.set(utc('2026-05-12T08:00:00.000Z'));
    const placer = cropFixtures(t, await t.createUser('superuser'));
    const room = await placer.room({ name: 'Flower 2', deviceIds: [controller, meter] });
    t.clock.set(utc('2026-05-12T08:30:00.000Z'));
    const other = await placer.room({ name: 'Flower 3', deviceIds: [meter] });
    t.clock.set(NOW);

    const query = range('2026-05-11T21:00:00.000Z', '2026-05-12T21:00:00.000Z');
    const here = dayOn(await steering(room._id, query), '2026-05-12');
    expect(here.shots.map((s) => s.at)).toEqual(['2026-05-12T04:00:00.000Z', '2026-05-12T07:00:00.000Z']);
    expect(here.litresIn).toBe(40);
    // The other room has no controller: its day starts at local midnight and takes the rest.
    const there = (await steering(other._id, query)).days;
    expect(there.map((d) => d.date)).toEqual(['2026-05-12']);
    expect(there[0]!.shots.map((s) => s.at)).toEqual(['2026-05-12T10:00:00.000Z']);
  });

  it('refuses an unknown room with 404 and a bad range with 400 and details', async () => {
    const room = await crop.room({ name: 'Flower 4' });
    const unknown = await crop.call(member, 'GET', '/api/rooms/nope/steering');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'rooms.not_found' });
    const url = `/api/rooms/${room._id}/steering`;
    const backwards = await crop.call(member, 'GET', `${url}?from=${NOW}&to=${NOW - DAY}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      code: 'validation.failed',
      details: [{ path: 'querystring.from' }],
    });
    const tooLong = await crop.call(member, 'GET', `${url}?from=${NOW - 93 * DAY}&to=${NOW}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'validation.failed',
      details: [{ path: 'querystring.to' }],
    });
    // `from` alone reaches to now: a hundred days back is too long too.
    const fromOnly = await crop.call(member, 'GET', `${url}?from=${NOW - 100 * DAY}`);
    expect(fromOnly.json()).toMatchObject({
      code: 'validation.failed',
      details: [{ path: 'querystring.to' }],
    });
    // No range: the last 14 days up to now, each from local midnight in a room without a controller.
    const answer = await steering(room._id, '');
    expect([answer.from, answer.to, answer.source, answer.days.length]).toEqual([
      NOW - 14 * DAY,
      NOW,
      'none',
      14,
    ]);
  });
});
