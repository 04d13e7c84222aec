import { alertPageSchema } from '@canopy/shared/schemas/alerts';
import { climateDaySchema } from '@canopy/shared/schemas/history';
import { runClimateSchema } from '@canopy/shared/schemas/run-climate';
import { runSchema, type Run } from '@canopy/shared/schemas/runs';
import { steeringSchema } from '@canopy/shared/schemas/steering';
import { taskSummarySchema } from '@canopy/shared/schemas/tasks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CLIMATE_ID,
  createRule,
  storeClimate,
  withoutDefaultRules,
} from '../../../testing/alert-fixtures.ts';
import { cropFixtures } from '../../../testing/crop-fixtures.ts';
import { feedingFixtures } from '../../../testing/feeding-fixtures.ts';
import { protectionFixtures } from '../../../testing/protection-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../testing/test-app.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';
import { climateVerdicts } from '../../telemetry/climate-verdicts.ts';
import { parseClimate } from '../../telemetry/telemetry-parser.ts';
import { telemetryRepository } from '../../telemetry/telemetry.repository.ts';
import { dueWeek } from './digest-week.ts';

const MIN = 60_000;
/** Jerusalem is UTC+3 in May: lights on 06:00-18:00 local is 03:00-15:00 UTC. */
const ZONE = 'Asia/Jerusalem';
const utc = (iso: string) => Date.parse(iso);
/** The run starts on Monday 4 May; the week reported is Monday 11 May to Monday 18 May (local). */
const START = utc('2026-05-04T06:00:00.000Z');
/** Monday 18 May, 09:00 local: the digest of the week before is due. */
const MONDAY = utc('2026-05-18T06:00:00.000Z');
const SHOT_HOURS = [4, 7, 10];

const lit = (ts: number) => {
  const hour = new Date(ts).getUTCHours();
  return hour >= 3 && hour < 15;
};
const shotAt = (ts: number) => {
  const d = new Date(ts);
  return SHOT_HOURS.includes(d.getUTCHours()) && d.getUTCMinutes() < 4;
};
/** 50 % as a shot begins, a point drier each hour until the next. */
const moistureAt = (ts: number) => {
  const d = new Date(ts);
  const hour = d.getUTCHours() + d.getUTCMinutes() / 60;
  const last = [...SHOT_HOURS].reverse().find((h) => h <= hour);
  return last === undefined ? 50 - (hour + 24 - 10) : 50 - (hour - last);
};

/**
 * The controller's limits sent with every reading. At 25 °C, 60 % and 900 ppm: by day all three inside;
 * by night the temperature and CO2 outside, and humidity not judged (no night limit). So each day judges
 * 288 temperatures (half inside), 144 humidities (all inside) and 288 CO2 readings (half inside).
 */
const THRESHOLDS = {
  day: { temperature: [22, 27], humidity: [50, 65], co2: [800, 1200] },
  night: { temperature: [18, 22], co2: [400, 800] },
};
/** Readings judged per local day and metric, as THRESHOLDS and the 5-minute readings make them. */
const JUDGED_PER_DAY = { temperature: 288, humidity: 144, co2: 288 } as const;

describe.each(DIALECTS)("a person's weekly digest figures on %s", (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let member: TestUser;
  let crop: ReturnType<typeof cropFixtures>;

  /**
   * Signs a user in again (sessions last 12 hours; the fixture's days are longer), in place: the fixtures
   * hold the same object.
   */
  async function again(user: TestUser): Promise<TestUser> {
    const token = await t.login(user.user.email, user.password);
    return Object.assign(user, { token, auth: { authorization: `Bearer ${token}` } });
  }
  const get = async <T>(schema: z.ZodType<T>, url: string): Promise<T> => {
    const response = await crop.call(member, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  };

  /** The English digest document of `week` as it is built on the Monday it is due. */
  const mondayDigest = (week: NonNullable<ReturnType<typeof dueWeek>>) =>
    t.services.digest.figures.build({ language: 'en', timeZone: ZONE, week, preview: false, nowMs: MONDAY });

  async function telemetry(controller: string, probe: string, meter: string, from: number, to: number) {
    const climate = [];
    const soil = [];
    for (let ts = from; ts < to; ts += 5 * MIN) {
      const on = lit(ts);
      const values = { temperature: 25, humidity: 60, co2: 900 };
      const reading = parseClimate({
        ...values,
        dayStatus: on ? 'day' : 'night',
        thresholds: THRESHOLDS,
      });
      climate.push({
        device_id: controller,
        ts,
        ...values,
        // A little below flower's target half the lit hours, so the mean is not a round number.
        vpd: on ? (new Date(ts).getUTCHours() % 2 === 0 ? 1.3 : 1.1) : 0.9,
        light_status: on ? 1 : 0,
        // Judged against the limits it came with, as the telemetry writer stores a reading.
        in_range: climateVerdicts(reading),
      });
      soil.push({
        device_id: probe,
        ts,
        moisture_pct: moistureAt(ts),
        temp_c: 21,
        ec_mscm: 2.5,
        ph: 6.2,
        n_mgkg: 100,
        p_mgkg: 40,
        k_mgkg: 150,
        in_medium: 1,
      });
    }
    const water = [];
    let inTotal = 500;
    for (let ts = from; ts < to; ts += MIN) {
      const rate = shotAt(ts - MIN) ? 5 : 0;
      inTotal += rate;
      water.push({
        device_id: meter,
        ts,
        in_rate_lpm: rate,
        in_total_l: inTotal,
        out_rate_lpm: rate / 5,
        out_total_l: (inTotal - 500) / 5,
      });
    }
    await telemetryRepository.insertClimate(t.database.db, climate);
    await telemetryRepository.insertSoil(t.database.db, soil);
    await telemetryRepository.insertWater(t.database.db, water);
  }

  beforeEach(async () => {
    t = await createTestContext(dialect);
    t.clock.set(START);
    staff = await t.createUser('superuser');
    member = await t.createUser('user');
    crop = cropFixtures(t, staff);
    const admin = await t.createUser('admin');
    expect((await crop.call(admin, 'PUT', '/api/site', { name: 'Farm', timeZone: ZONE })).statusCode).toBe(
      200,
    );
    await withoutDefaultRules(t);
  });
  afterEach(async () => {
    await t.close();
  });

  it("equals, figure by figure, what the screens' routes answer for the same week", async () => {
    const controller = await crop.device(CLIMATE_ID, 'Flower_Room_A', 'climate');
    const probe = await crop.device(undefined, 'Probe', 'soil');
    const meter = await crop.device(undefined, 'Meter', 'water');
    const room = await crop.room({ name: 'Flower 1', deviceIds: [controller, probe, meter] });
    const strainId = await crop.strain('Gelato');
    const run: Run = await crop.run({
      startedAt: new Date(START).toISOString(),
      groups: [{ strainId, plantCount: 12, roomId: room._id, stage: 'flower' }],
    });
    await telemetry(controller, probe, meter, utc('2026-05-08T00:00:00.000Z'), MONDAY);
    const feeding = feedingFixtures(crop, staff);
    const protection = protectionFixtures(t, crop, staff);
    const product = await protection.product({ reEntryHours: 0, preHarvestDays: 0 });
    const task = async (description: string, body: object = {}) => {
      const response = await crop.call(staff, 'POST', '/api/tasks', { description, ...body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ _id: string }>()._id;
    };
    const done = async (id: string) =>
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: `/api/tasks/${id}/status`,
            headers: staff.auth,
            payload: { status: 'done' },
          })
        ).statusCode,
      ).toBe(200);
    /** Moves the clock on (records cannot be dated in the future) and signs staff in again. */
    const at = async (iso: string) => {
      t.clock.set(utc(iso));
      staff = await again(staff);
    };
    // Last week: a task done and a feed (neither counted).
    await at('2026-05-07T10:00:00.000Z');
    await done(await task('Clean the filters'));
    await at('2026-05-09T08:00:00.000Z');
    await feeding.feed(room._id, { volume: 40 });
    // The week: a feed, a treatment and a sighting, a task done and one overdue since Tuesday, an alert.
    await at('2026-05-12T08:00:00.000Z');
    await feeding.feed(room._id, { volume: 60 });
    await at('2026-05-13T10:00:00.000Z');
    await protection.treat(room._id, { productId: product._id, at: '2026-05-13T07:00:00.000Z' });
    await protection.scout(room._id, { at: '2026-05-13T08:00:00.000Z' });
    await done(await task('Check the drippers', { links: { runId: run._id } }));
    await task('Defoliate', { dueAt: '2026-05-12', links: { runId: run._id } });
    await createRule(t, staff, {
      name: 'Too hot',
      kind: 'threshold',
      deviceType: 'climate',
      metric: 'temperature',
      max: 28,
      severity: 'critical',
    });
    await storeClimate(t, { temperature: 31 }, controller);

    t.clock.set(MONDAY);
    member = await again(member);
    const week = dueWeek(MONDAY, ZONE)!;
    expect(week).toMatchObject({ start: '2026-05-11', end: '2026-05-18' });
    const doc = await mondayDigest(week);
    expect(doc.runs).toHaveLength(1);
    const figures = doc.runs[0]!;

    // The run page: its stage and day, room, feeds, treatments and sightings of the week.
    const page = await get(runSchema, `/api/runs/${run._id}`);
    const group = page.groups[0]!;
    const inWeek = (at: string) => Date.parse(at) >= week.from && Date.parse(at) < week.to;
    expect(figures).toMatchObject({
      code: page.code,
      stage: group.stage,
      dayOfStage: group.dayOfStage,
      room: { id: group.roomId, name: group.roomName },
      feeds: new Set(page.feeds.filter((f) => inWeek(f.at)).map((f) => f.entryId)).size,
      treatments: new Set(page.treatments.filter((x) => inWeek(x.at)).map((x) => x.entryId)).size,
      scoutings: new Set(page.scouting.filter((x) => inWeek(x.at)).map((x) => x.entryId)).size,
    });
    expect(figures).toMatchObject({ stage: 'flower', dayOfStage: 15, feeds: 1, treatments: 1, scoutings: 1 });
    expect(figures.feedLitres).toBeCloseTo(
      page.feeds.filter((f) => inWeek(f.at)).reduce((sum, f) => sum + f.litres, 0),
      2,
    );
    expect(figures.feedLitres).toBe(60);

    // The run page's climate section: the mean of its points in the week.
    const climate = await get(runClimateSchema, `/api/runs/${run._id}/climate`);
    const vpd = climate.points.filter((p) => p.ts >= week.from && p.ts < week.to && p.vpd !== null);
    const meanVpd = vpd.reduce((sum, p) => sum + p.vpd!, 0) / vpd.length;
    expect(vpd.length).toBeGreaterThan(0);
    expect(figures.meanVpdKpa).toBeCloseTo(meanVpd, 2);
    expect(figures.meanVpdKpa).toBeGreaterThan(0.9);
    expect(figures.meanVpdKpa).toBeLessThan(1.3);

    // The controller's daily summary (the device page): each day's in-range shares, put back together by
    // the readings each day judged per metric, which are the same every day (JUDGED_PER_DAY).
    const days = await get(
      z.array(climateDaySchema),
      `/api/devices/${controller}/daily?from=${week.from}&to=${week.to}`,
    );
    expect(days.map((d) => d.date)).toEqual([
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
      '2026-05-17',
    ]);
    let inside = 0;
    let judged = 0;
    for (const day of days) {
      for (const [metric, count] of Object.entries(JUDGED_PER_DAY)) {
        const pct = day.inRangePct[metric as keyof typeof JUDGED_PER_DAY];
        expect(pct, `${day.date} ${metric}`).not.toBeNull();
        inside += (pct! / 100) * count;
        judged += count;
      }
    }
    expect(figures.timeInTargetPct).toBeCloseTo((inside / judged) * 100, 1);
    // Readings over readings, not the mean of the metrics' shares (which is 66.7).
    expect(figures.timeInTargetPct).toBe(60);

    // The steering page's days of the week.
    const steering = await get(
      steeringSchema,
      `/api/rooms/${room._id}/steering?from=${week.from}&to=${week.to}`,
    );
    const known = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
    const avg = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const dryback = known(steering.days.map((d) => d.overnightDrybackPct));
    const inTarget = known(steering.days.map((d) => d.vpdInTargetPct));
    expect(dryback.length).toBeGreaterThan(0);
    expect(figures.overnightDrybackPct).toBeCloseTo(avg(dryback), 1);
    expect(figures.vpdInTargetPct).toBeCloseTo(avg(inTarget), 1);
    expect(figures.litresIn).toBeCloseTo(
      known(steering.days.map((d) => d.litresIn)).reduce((a, b) => a + b, 0),
      2,
    );
    expect(figures.litresOut).toBeCloseTo(
      known(steering.days.map((d) => d.litresOut)).reduce((a, b) => a + b, 0),
      2,
    );
    expect(figures.litresIn).toBeGreaterThan(0);

    // The tasks page: done in the week, and marked overdue.
    const tasks = await get(z.array(taskSummarySchema), '/api/tasks?includeDone=true');
    const doneInWeek = tasks.filter((x) => x.status === 'done' && x.completedAt && inWeek(x.completedAt));
    const overdue = tasks.filter((x) => x.overdue);
    expect(doc.tasks).toMatchObject({ done: doneInWeek.length, overdue: overdue.length });
    expect(doc.tasks).toMatchObject({ done: 1, overdue: 1 });
    expect(doc.tasks.overdueItems).toEqual([
      { id: overdue[0]!._id, title: 'Defoliate', dueDate: '2026-05-12' },
    ]);
    expect(figures.tasks).toMatchObject({ done: 1, overdue: 1 });

    // The alerts page's history of the week.
    const alerts = await get(alertPageSchema, `/api/alerts?from=${week.from}&to=${week.to}&limit=200`);
    expect(doc.alerts.opened).toBe(alerts.items.length);
    expect(doc.alerts).toMatchObject({ opened: 1, critical: 1 });
    expect(doc.alerts.items[0]).toMatchObject({ id: alerts.items[0]!._id, severity: 'critical' });
    // The device's name with spaces, never its stored underscores.
    expect(doc.alerts.items[0]!.title).toBe('Too hot · Flower Room A');
    expect(figures.alerts).toMatchObject({ opened: 1, critical: 1 });
  });

  it('has no time in target when no reading of the week was judged, never zero', async () => {
    const controller = await crop.device(CLIMATE_ID, 'Flower_Room_A', 'climate');
    const room = await crop.room({ name: 'Flower 1', deviceIds: [controller] });
    const strainId = await crop.strain('Gelato');
    await crop.run({
      startedAt: new Date(START).toISOString(),
      groups: [{ strainId, plantCount: 12, roomId: room._id, stage: 'flower' }],
    });
    // Readings through the week that came without limits: nothing to judge them by.
    const rows = [];
    for (let ts = utc('2026-05-11T00:00:00.000Z'); ts < utc('2026-05-17T00:00:00.000Z'); ts += 60 * MIN) {
      rows.push({
        device_id: controller,
        ts,
        temperature: 25,
        humidity: 60,
        co2: 900,
        vpd: 1.2,
        light_status: 1,
      });
    }
    await telemetryRepository.insertClimate(t.database.db, rows);
    t.clock.set(MONDAY);
    member = await again(member);
    const week = dueWeek(MONDAY, ZONE)!;
    const days = await get(
      z.array(climateDaySchema),
      `/api/devices/${controller}/daily?from=${week.from}&to=${week.to}`,
    );
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => Object.values(d.inRangePct).every((pct) => pct === null))).toBe(true);
    const doc = await mondayDigest(week);
    expect(doc.runs).toHaveLength(1);
    expect(doc.runs[0]!.timeInTargetPct).toBeNull();
    expect(doc.runs[0]!.meanVpdKpa).toBe(1.2);
  });
});
