import { addDaysToDate } from '@canopy/shared/site-days';
import { instantOfLocal } from '@canopy/shared/local-time';
import {
  COMPARE_METRICS,
  type CompareMetric,
  type ComparePoint,
  type RunCompare,
} from '@canopy/shared/schemas/run-compare';
import type { Run } from '@canopy/shared/schemas/runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { parseCsv } from '../../testing/csv.ts';
import { openAlertRow } from '../../testing/alert-fixtures.ts';
import { harvestFixtures } from '../../testing/harvest-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createLocalBuckets } from '../history/local-buckets.ts';
import type { RoomStretch, StretchOutcome } from '../steering/steering.ts';
import { telemetryRepository } from '../telemetry/telemetry.repository.ts';
import { createRunComparison } from './run-comparison.ts';

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const JERUSALEM = 'Asia/Jerusalem';

/** The instant the site's clock shows `time` on `date` (epoch ms). */
const local = (date: string, time: string, zone = JERUSALEM) => Date.parse(instantOfLocal(date, time, zone));
const iso = (ms: number) => new Date(ms).toISOString();

/** Readings every 10 minutes (at :05, :15, ...) over [from, to), as the telemetry writer stores them. */
function everyTenMinutes(from: number, to: number): number[] {
  const times = [];
  for (let ts = from + 5 * MIN; ts < to; ts += 10 * MIN) times.push(ts);
  return times;
}

async function climateReadings(
  t: TestContext,
  device: string,
  times: readonly number[],
  temperature: (ts: number) => number,
) {
  await telemetryRepository.insertClimate(
    t.database.db,
    times.map((ts) => ({
      device_id: device,
      ts,
      temperature: temperature(ts),
      humidity: temperature(ts) * 2,
      co2: 800,
      vpd: 1.2,
      light_status: 1,
    })),
  );
}

/** A device row of a kind the crop fixtures do not make (a water meter). */
async function waterMeter(t: TestContext, id: string) {
  await t.database.db
    .insertInto('devices')
    .values({ id, kind: 'water', name: 'Line', alerts_enabled: 1, updated_at: t.clock.now().toISOString() })
    .execute();
  return id;
}

const alert = (t: TestContext, device: string, openedAt: number, ruleName: string) =>
  openAlertRow(t, { deviceId: device, deviceName: 'Tent', openedAt, ruleName });

/** One metric's value of a point, as the answer writes it. */
const value = (avg: number, min = avg, max = avg) => ({ avg, min, max });
const temperatures = (points: readonly ComparePoint[]) =>
  points.map((p) => ({ day: p.day, hour: p.hour, temperature: p.temperature }));

describe.each(DIALECTS)('comparing runs by day of stage on %s', (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let member: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  let spring: Run;
  let summer: Run;
  const rooms = {} as Record<'V' | 'A' | 'B' | 'C' | 'D' | 'E', string>;
  const devices: Record<string, string> = {};
  // Spring (May 2026, Jerusalem +3): flowers in room A from 4 May 10:00, moves whole to room B on 6 May
  // 12:00, where device Z joins device Y on 7 May at 06:30; one plant lost, the nine left harvested on 9 May
  // 12:00. Summer (August): flowers in room D from 4 August 18:00; two plants split off to room E on 6 August
  // 12:00; both parts harvested on 10 August 08:00.
  const flipSpring = local('2026-05-04', '10:00');
  const moveSpring = local('2026-05-06', '12:00');
  const zJoins = local('2026-05-07', '06:30');
  const harvestSpring = local('2026-05-09', '12:00');
  const flipSummer = local('2026-08-04', '18:00');
  const splitSummer = local('2026-08-06', '12:00');
  const harvestSummer = local('2026-08-10', '08:00');

  const compare = (query: string, who: TestUser | null = member) =>
    crop.call(who, 'GET', `/api/runs/compare?${query}`);
  const both = () => `ids=${spring._id},${summer._id}`;

  beforeAll(async () => {
    t = await createTestContext(dialect);
    staff = await t.createUser('superuser');
    member = await t.createUser('user');
    crop = cropFixtures(t, staff);
    const harvests = harvestFixtures(crop, staff);
    const strainId = await crop.strain('Lemon Haze');
    t.clock.set(local('2026-05-01', '07:00'));
    for (const name of ['W', 'X', 'Y', 'Z', 'Q', 'P']) devices[name] = await crop.device(undefined, name);
    devices.S = await crop.device(undefined, 'S', 'soil');
    devices.M = await waterMeter(t, 'meter000000000000000000M');
    const spanOf = (from: string, to: string) => everyTenMinutes(local(from, '00:00'), local(to, '12:00'));
    const may = spanOf('2026-05-01', '2026-05-09');
    const august = spanOf('2026-08-01', '2026-08-10');
    await climateReadings(t, devices.W!, may, () => 10);
    await climateReadings(t, devices.X!, may, () => 20);
    await climateReadings(t, devices.Y!, may, () => 30);
    await climateReadings(t, devices.Z!, may, () => 40);
    await climateReadings(t, devices.Q!, august, () => 25);
    await climateReadings(t, devices.P!, august, () => 50);
    await telemetryRepository.insertSoil(
      t.database.db,
      august.map((ts) => ({ device_id: devices.S!, ts, moisture_pct: 40, ec_mscm: 2, ph: 6, in_medium: 1 })),
    );
    await telemetryRepository.insertWater(
      t.database.db,
      august.map((ts, i) => ({
        device_id: devices.M!,
        ts,
        in_rate_lpm: 1,
        in_total_l: 1000 + 0.5 * i,
        out_rate_lpm: 1,
        out_total_l: 0.1 * i,
      })),
    );
    // Each device's first room counts from its first reading.
    const room = async (
      name: keyof typeof rooms,
      kind: string,
      deviceIds: string[],
      areaM2: number | null = null,
    ) => (rooms[name] = (await crop.room({ name: `Room ${name}`, kind, deviceIds, areaM2 }))._id);
    await room('V', 'veg', [devices.W!]);
    await room('A', 'flower', [devices.X!], 2);
    await room('B', 'flower', [devices.Y!], 4);
    await room('C', 'flower', [devices.Z!]);
    await room('D', 'flower', [devices.Q!, devices.S!, devices.M!], 5);
    await room('E', 'flower', [devices.P!], 1);

    // Events are dated back from the clock: it stands at the time of each change of the rooms.
    t.clock.set(zJoins);
    spring = await crop.run({
      startedAt: iso(local('2026-05-01', '08:00')),
      groups: [{ strainId, plantCount: 10, roomId: rooms.V, stage: 'veg' }],
    });
    const group = spring.groups[0]!._id;
    spring = await crop.move(spring, group, { stage: 'flower', roomId: rooms.A, at: iso(flipSpring) });
    spring = await crop.move(spring, group, { stage: 'flower', roomId: rooms.B, at: iso(moveSpring) });
    const put = await crop.call(staff, 'PUT', `/api/rooms/${rooms.B}`, {
      name: 'Room B',
      kind: 'flower',
      areaM2: 4,
      deviceIds: [devices.Y, devices.Z],
    });
    expect(put.statusCode, put.body).toBe(200);
    t.clock.set(harvestSpring + HOUR);
    const lost = await crop.call(member, 'POST', `/api/runs/${spring._id}/groups/${group}/losses`, {
      count: 1,
      reason: 'pest',
      at: iso(local('2026-05-08', '09:00')),
    });
    expect(lost.statusCode, lost.body).toBe(200);
    // The alert of Y (room B) is the run's; X's, opened after the group left room A, is not. Z's note from
    // before it joined room B is not; the one after is.
    await alert(t, devices.Y!, local('2026-05-07', '15:00'), 'Too hot');
    await alert(t, devices.X!, local('2026-05-07', '16:00'), 'Room A hot');
    for (const [ts, text] of [
      [local('2026-05-06', '15:00'), 'Still in room C'],
      [local('2026-05-08', '14:15'), 'Raised the lamp'],
    ] as const) {
      const note = await crop.call(member, 'POST', `/api/devices/${devices.Z}/notes`, { ts, text });
      expect(note.statusCode, note.body).toBe(201);
    }
    spring = await harvests.harvest(spring, { groupId: group, at: iso(harvestSpring) });
    await harvests.weigh(spring.harvests[0]!._id, { kind: 'wet', value: 900, unit: 'g' });
    await harvests.weigh(spring.harvests[0]!._id, { kind: 'dry', value: 180, unit: 'g' });
    // Its only harvest closed, the spring run is harvested; the summer run stays active.
    await harvests.close(spring.harvests[0]!._id);

    t.clock.set(harvestSummer + HOUR);
    summer = await crop.run({
      name: '=Summer, room D',
      startedAt: iso(local('2026-08-01', '08:00')),
      groups: [{ strainId, plantCount: 6, roomId: rooms.V, stage: 'veg' }],
    });
    const parent = summer.groups[0]!._id;
    summer = await crop.move(summer, parent, { stage: 'flower', roomId: rooms.D, at: iso(flipSummer) });
    summer = await crop.move(summer, parent, {
      stage: 'flower',
      roomId: rooms.E,
      plantCount: 2,
      at: iso(splitSummer),
    });
    for (const g of summer.groups) {
      summer = await harvests.harvest(summer, { groupId: g._id, at: iso(harvestSummer) });
    }
    t.clock.set(local('2026-08-12', '12:00'));
  });
  afterAll(async () => {
    await t.close();
  });

  it("reads a group's series only from the devices of the room it was in, while it was there", async () => {
    const response = await compare(`${both()}&metrics=temperature,humidity`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<RunCompare>();
    expect(body).toMatchObject({ stage: 'flower', step: '1d', metrics: ['temperature', 'humidity'] });
    const [springRun, summerRun] = body.runs;
    // Room A's X from 10:00 on day 1; room A then room B's Y on day 3 (12 hours each); Y alone on day 4
    // until Z's first whole hour in room B, 07:00 (24 hours of Y, 17 of Z); Y and Z to the harvest.
    expect(temperatures(springRun!.points)).toEqual([
      { day: 1, hour: 0, temperature: value(20) },
      { day: 2, hour: 0, temperature: value(20) },
      { day: 3, hour: 0, temperature: value(25, 20, 30) },
      { day: 4, hour: 0, temperature: value(Math.round((1400 / 41) * 1000) / 1000, 30, 40) },
      { day: 5, hour: 0, temperature: value(35, 30, 40) },
      { day: 6, hour: 0, temperature: value(35, 30, 40) },
    ]);
    expect(springRun!.points[2]!.humidity).toEqual(value(50, 40, 60));
    // The part split off to room E joins room E's P from 12:00 on day 3; the harvest at 08:00 ends day 7.
    expect(temperatures(summerRun!.points)).toEqual([
      { day: 1, hour: 0, temperature: value(25) },
      { day: 2, hour: 0, temperature: value(25) },
      { day: 3, hour: 0, temperature: value(Math.round((100 / 3) * 1000) / 1000, 25, 50) },
      ...[4, 5, 6, 7].map((day) => ({ day, hour: 0, temperature: value(37.5, 25, 50) })),
    ]);

    const hourly = (await compare(`${both()}&metrics=temperature&step=1h`)).json<RunCompare>();
    const day4 = hourly.runs[0]!.points.filter((p) => p.day === 4);
    expect(temperatures(day4)).toEqual(
      Array.from({ length: 24 }, (_, hour) => ({
        day: 4,
        hour,
        temperature: hour < 7 ? value(30) : value(35, 30, 40),
      })),
    );
    expect(hourly.runs[0]!.points[0]).toMatchObject({ day: 1, hour: 10 });
    expect(hourly.runs[0]!.points.at(-1)).toMatchObject({ day: 6, hour: 11 });
  });

  it('lines up two runs three months apart on the day each flowered', async () => {
    const body = (await compare(`${both()}&metrics=temperature`)).json<RunCompare>();
    expect(
      body.runs.map(({ id, code, strainNames, stageStartedAt, days, state }) => ({
        id,
        code,
        strainNames,
        stageStartedAt,
        days,
        state,
      })),
    ).toEqual([
      {
        id: spring._id,
        code: spring.code,
        strainNames: ['Lemon Haze'],
        stageStartedAt: iso(flipSpring),
        days: 6,
        state: 'harvested',
      },
      {
        id: summer._id,
        code: summer.code,
        strainNames: ['Lemon Haze'],
        stageStartedAt: iso(flipSummer),
        days: 7,
        state: 'active',
      },
    ]);
    expect(body.runs.map((run) => run.points.map((p) => p.day))).toEqual([
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4, 5, 6, 7],
    ]);
    // Asked the other way round, the runs come in that order, each with the same points.
    const reversed = (
      await compare(`ids=${summer._id},${spring._id}&metrics=temperature`)
    ).json<RunCompare>();
    expect(reversed.runs.map((run) => run.id)).toEqual([summer._id, spring._id]);
    expect(reversed.runs[1]!.points).toEqual(body.runs[0]!.points);
  });

  it('reads soil and water in the rooms: moisture and EC averaged, litres per day from the meter', async () => {
    const body = (await compare(`${both()}&metrics=moisture_pct,ec_mscm,in_l,out_l`)).json<RunCompare>();
    expect(body.runs[0]!.points).toEqual([]);
    const points = body.runs[1]!.points;
    expect(points.map((p) => p.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(points[1]).toEqual({
      day: 2,
      hour: 0,
      moisture_pct: value(40),
      ec_mscm: value(2),
      // Six readings an hour, half a litre in and a tenth out each, counted from the day before's last.
      in_l: value(72),
      out_l: value(14.4),
    });
    // Day 1 counts from its first reading, at 18:05: 35 intervals of ten minutes.
    expect(points[0]!.in_l).toEqual(value(17.5));
  });

  it('marks what happened in the stage on its days and local hours', async () => {
    const body = (await compare(`${both()}&metrics=temperature`)).json<RunCompare>();
    expect(body.runs[0]!.marks.map(({ day, hour, kind, text }) => ({ day, hour, kind, text }))).toEqual([
      { day: 1, hour: 10, kind: 'stage', text: 'Flower · Room A' },
      { day: 3, hour: 12, kind: 'stage', text: 'Flower · Room B' },
      { day: 4, hour: 15, kind: 'alert', text: expect.stringContaining('Too hot') },
      { day: 5, hour: 9, kind: 'loss', text: '1 plant lost (pest)' },
      { day: 5, hour: 14.25, kind: 'note', text: 'Raised the lamp' },
      { day: 6, hour: 12, kind: 'stage', text: 'Dry · Room B' },
      { day: 6, hour: 12, kind: 'harvest', text: '9 plants harvested' },
    ]);
    expect(body.runs[0]!.marks[3]).toMatchObject({ count: 1, reason: 'pest', stage: null });
    expect(body.runs[0]!.marks[6]).toMatchObject({ roomName: 'Room B', count: 9 });
    const summerMarks = body.runs[1]!.marks;
    expect(
      summerMarks
        .filter((m) => m.kind === 'stage')
        .map(({ day, hour, text, count }) => ({ day, hour, text, count })),
    ).toEqual([
      { day: 1, hour: 18, text: 'Flower · Room D', count: null },
      { day: 3, hour: 12, text: '2 plants split off to Flower · Room E', count: 2 },
      { day: 7, hour: 8, text: 'Dry · Room D', count: null },
      { day: 7, hour: 8, text: 'Dry · Room E', count: null },
    ]);
    // Both parts harvested at one instant: their marks come in the order of their ids, which the same
    // clock reading leaves to chance.
    expect(
      summerMarks
        .filter((m) => m.kind === 'harvest')
        .map((m) => m.text)
        .sort(),
    ).toEqual(['2 plants harvested', '4 plants harvested']);
  });

  it("writes exactly the chart's buckets as CSV, every run's code and name, numbers as numbers", async () => {
    const query = `${both()}&metrics=temperature,humidity,moisture_pct,ec_mscm,in_l,out_l&step=6h`;
    const chart = (await compare(query)).json<RunCompare>();
    const response = await crop.call(member, 'GET', `/api/runs/compare.csv?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="runs-compare-flower.csv"');
    const [head, ...rows] = parseCsv(response.body);
    expect(head!.slice(0, 7)).toEqual([
      'Run code',
      'Run name',
      'Day of stage',
      'Hour',
      'Temperature avg (°C)',
      'Temperature min (°C)',
      'Temperature max (°C)',
    ]);
    expect(head!.slice(-3)).toEqual(['Water out avg (L)', 'Water out min (L)', 'Water out max (L)']);
    const metrics = chart.metrics;
    // Read back: each line one of the chart's points, in the chart's order.
    const readBack = chart.runs.map((run) =>
      rows
        .filter((row) => row[0] === run.code)
        .map((row): ComparePoint => {
          const point: ComparePoint = { day: Number(row[2]), hour: Number(row[3]) };
          metrics.forEach((metric: CompareMetric, i) => {
            const [avg, min, max] = row.slice(4 + 3 * i, 7 + 3 * i);
            if (avg !== '') point[metric] = { avg: Number(avg), min: Number(min), max: Number(max) };
          });
          return point;
        }),
    );
    expect(readBack).toEqual(chart.runs.map((run) => run.points));
    expect(rows).toHaveLength(chart.runs.reduce((n, run) => n + run.points.length, 0));
    expect(chart.runs[1]!.points.length).toBeGreaterThan(20);
    // A name starting with = is not run as a formula; its comma stays inside the cell.
    expect(new Set(rows.filter((row) => row[0] === summer.code).map((row) => row[1]))).toEqual(
      new Set(["'=Summer, room D"]),
    );
  });

  it('answers the outcome of each run, with the room figures steering gives for its stretches', async () => {
    const asked: { stretches: readonly RoomStretch[]; stage: string }[] = [];
    const figures: StretchOutcome = {
      vpdInTargetPct: 81.5,
      temperatureInLimitsPct: 90,
      humidityInLimitsPct: 75.25,
      shotsPerDay: 6,
      overnightDrybackPct: 12.5,
      waterInL: 300,
      waterOutL: 60,
      runoffPct: 20,
    };
    const comparison = createRunComparison({
      clock: t.clock,
      zone: t.services.siteZone,
      run: (id) => t.services.runs.get(id),
      roomNames: (ids) => t.services.rooms.names(ids),
      roomAreas: (ids) => t.services.rooms.areas(ids),
      deviceStays: async () => [],
      localBuckets: createLocalBuckets(t.database.db),
      alertsOpened: async () => [],
      notesOn: async () => [],
      stretchOutcome: async (stretches, stage) => {
        asked.push({ stretches, stage });
        return figures;
      },
    });
    const body = await comparison.compare({
      ids: [spring._id, summer._id],
      stage: 'flower',
      metrics: ['temperature'],
      step: '1d',
    });
    const byRoom = (a: RoomStretch, b: RoomStretch) => a.roomId.localeCompare(b.roomId) || a.from - b.from;
    expect(asked).toEqual([
      {
        stage: 'flower',
        stretches: [
          { roomId: rooms.A, from: flipSpring, to: moveSpring },
          { roomId: rooms.B, from: moveSpring, to: harvestSpring },
        ].sort(byRoom),
      },
      {
        stage: 'flower',
        // The parent stays in room D; the part split off is in room E from the split.
        stretches: [
          { roomId: rooms.D, from: flipSummer, to: harvestSummer },
          { roomId: rooms.E, from: splitSummer, to: harvestSummer },
        ].sort(byRoom),
      },
    ]);
    const planned = { propagation: 14, veg: 28, flower: 63, dry: 10, cure: 21 };
    expect(body.outcomes).toEqual([
      {
        runId: spring._id,
        plannedDays: planned,
        actualDays: { propagation: null, veg: 3, flower: 5, dry: null, cure: null },
        plantsStarted: 10,
        plantsLost: 1,
        plantsHarvested: 9,
        wetGrams: 900,
        dryGrams: 180,
        dryPerPlant: 20,
        // Rooms A (2 m²) and B (4 m²).
        dryPerM2: 30,
        ...figures,
      },
      {
        runId: summer._id,
        plannedDays: planned,
        actualDays: { propagation: null, veg: 3, flower: 6, dry: null, cure: null },
        plantsStarted: 6,
        plantsLost: 0,
        plantsHarvested: 6,
        wetGrams: null,
        dryGrams: null,
        dryPerPlant: null,
        dryPerM2: null,
        ...figures,
      },
    ]);
    // A stage neither run reached: steering is not asked, and nothing of it is measured.
    asked.length = 0;
    const never = await comparison.compare({
      ids: [spring._id, summer._id],
      stage: 'propagation',
      metrics: ['temperature'],
      step: '1d',
    });
    expect(asked).toEqual([]);
    expect(
      never.runs.map(({ stageStartedAt, days, points, marks }) => ({ stageStartedAt, days, points, marks })),
    ).toEqual([
      { stageStartedAt: null, days: 0, points: [], marks: [] },
      { stageStartedAt: null, days: 0, points: [], marks: [] },
    ]);
    expect(never.outcomes[0]).toMatchObject({ vpdInTargetPct: null, runoffPct: null, dryGrams: 180 });
  });

  it('refuses 2 to 6 runs otherwise, an unknown metric, step or stage with details, and an unknown run', async () => {
    const cases = [
      `ids=${spring._id}`,
      `ids=${Array.from({ length: 7 }, (_, i) => `run${i}`).join(',')}`,
      `ids=${spring._id},${spring._id}`,
      `${both()}&metrics=temperature,wind`,
      `${both()}&step=2h`,
      `${both()}&stage=done`,
    ];
    for (const query of cases) {
      for (const path of ['compare', 'compare.csv']) {
        const response = await crop.call(member, 'GET', `/api/runs/${path}?${query}`);
        expect(response.statusCode, query).toBe(400);
        const body = response.json<{ code: string; details: unknown[] }>();
        expect(body.code).toBe('validation.failed');
        expect(body.details.length, query).toBeGreaterThan(0);
      }
    }
    expect((await compare('ids=nosuchrun,' + spring._id)).json()).toMatchObject({ code: 'runs.not_found' });
    const csv = await crop.call(member, 'GET', `/api/runs/compare.csv?ids=${summer._id},nosuchrun`);
    expect(csv.statusCode).toBe(404);
    expect((await compare(both(), null)).statusCode).toBe(401);
    // Every metric at once is the default.
    expect((await compare(both())).json<RunCompare>().metrics).toEqual([...COMPARE_METRICS]);
  });
});

/**
 * Day 1 is the local date of the stage's first event in the site's zone, whatever the zone: an event at
 * 23:30 makes the next morning day 2. Each case is a run flowering at 23:30 and another flowering at the
 * next midnight in the same room, read on a clock three days on.
 */
describe.each(DIALECTS)('day 1 in any zone on %s', (dialect) => {
  let t: TestContext;
  let admin: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  let strainId: string;

  beforeAll(async () => {
    t = await createTestContext(dialect);
    admin = await t.createUser('admin');
    crop = cropFixtures(t, admin);
    strainId = await crop.strain('Gelato');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    // The spring change: 27 March has 23 hours there, no 02:00.
    {
      zone: 'Asia/Jerusalem',
      date: '2026-03-26',
      nextDayHours: [0, 1, ...Array.from({ length: 21 }, (_, i) => i + 3)],
    },
    // Far east (UTC+14) and far west (UTC-10).
    { zone: 'Pacific/Kiritimati', date: '2026-06-10', nextDayHours: Array.from({ length: 24 }, (_, i) => i) },
    { zone: 'Pacific/Honolulu', date: '2026-06-20', nextDayHours: Array.from({ length: 24 }, (_, i) => i) },
    // The autumn change: 1 November has 25 hours there, 01:00 twice.
    {
      zone: 'America/Los_Angeles',
      date: '2026-10-31',
      nextDayHours: Array.from({ length: 24 }, (_, i) => i),
    },
  ])('counts days in $zone from the local date of the flip', async ({ zone, date, nextDayHours }) => {
    const put = await crop.call(admin, 'PUT', '/api/site', { name: 'Farm', timeZone: zone });
    expect(put.statusCode, put.body).toBe(200);
    const next = addDaysToDate(date, 1);
    const flip = local(date, '23:30', zone);
    const midnight = local(next, '00:00', zone);
    t.clock.set(flip - DAY);
    const device = await crop.device();
    // One reading an hour, its temperature the hour's number since the flip day began: each hour its own.
    const start = local(date, '00:00', zone);
    const times = Array.from({ length: 5 * 24 }, (_, i) => start + i * HOUR + 15 * MIN);
    await climateReadings(t, device, times, (ts) => Math.floor((ts - start) / HOUR));
    const roomId = (await crop.room({ name: `Room ${zone}`, deviceIds: [device] }))._id;
    t.clock.set(local(addDaysToDate(date, 3), '10:00', zone));
    const late = await crop.run({
      startedAt: iso(flip),
      groups: [{ strainId, plantCount: 3, roomId, stage: 'flower' }],
    });
    const early = await crop.run({
      startedAt: iso(midnight),
      groups: [{ strainId, plantCount: 3, roomId, stage: 'flower' }],
    });

    const read = async (step: string) => {
      const response = await crop.call(
        admin,
        'GET',
        `/api/runs/compare?ids=${late._id},${early._id}&metrics=temperature&step=${step}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<RunCompare>().runs;
    };
    const [lateRun, earlyRun] = await read('1h');
    expect(lateRun!.stageStartedAt).toBe(iso(flip));
    expect(lateRun!.marks[0]).toMatchObject({ day: 1, hour: 23.5, kind: 'stage' });
    expect(earlyRun!.marks[0]).toMatchObject({ day: 1, hour: 0, kind: 'stage' });
    // On the clock three days on at 10:00: day 4 of the one, day 3 of the other.
    expect([lateRun!.days, earlyRun!.days]).toEqual([4, 3]);
    // The hour of the flip began before it: day 1 has no bucket, the next morning is day 2.
    expect(lateRun!.points[0]).toMatchObject({ day: 2, hour: 0 });
    expect(lateRun!.points.filter((p) => p.day === 2).map((p) => p.hour)).toEqual(nextDayHours);
    // The repeated hour of an autumn change holds both of its readings.
    const one = lateRun!.points.find((p) => p.day === 2 && p.hour === 1)!.temperature!;
    expect(one.max - one.min).toBe(zone === 'America/Los_Angeles' ? 1 : 0);
    // The same room read from the next midnight: the late run's day n + 1 is the early run's day n.
    expect(earlyRun!.points).toEqual(lateRun!.points.map((p) => ({ ...p, day: p.day - 1 })));
    const [lateDays, earlyDays] = await read('1d');
    expect(lateDays!.points.map((p) => p.day)).toEqual([2, 3, 4]);
    expect(earlyDays!.points).toEqual(lateDays!.points.map((p) => ({ ...p, day: p.day - 1 })));
    // Day 2's average is that of the hours of its local date.
    const hours = lateRun!.points.filter((p) => p.day === 2);
    const readings = hours.flatMap((p) =>
      p.temperature!.min === p.temperature!.max
        ? [p.temperature!.avg]
        : [p.temperature!.min, p.temperature!.max],
    );
    expect(lateDays!.points[0]!.temperature!.avg).toBeCloseTo(
      readings.reduce((a, b) => a + b, 0) / readings.length,
      3,
    );
  });
});
