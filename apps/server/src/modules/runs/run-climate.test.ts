import type { RunClimate } from '@canopy/shared/schemas/run-climate';
import type { Run } from '@canopy/shared/schemas/runs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAlertRow } from '../../testing/alert-fixtures.ts';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { telemetryRepository } from '../telemetry/telemetry.repository.ts';

const MIN = 60_000;
const HOUR = 3_600_000;
const T0 = Date.parse('2026-04-20T00:00:00.000Z');
const NOW = T0 + 9 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(DIALECTS)("a run's room climate on %s", (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let member: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  let strainId: string;
  let x: string;
  let y: string;
  let z: string;
  let roomA: string;
  let roomB: string;

  /** One reading a minute over [from, to), every value `temperature` apart from the others. */
  async function readings(device: string, from: number, to: number, temperature: number) {
    const rows = [];
    for (let ts = from; ts < to; ts += MIN) {
      rows.push({
        device_id: device,
        ts,
        temperature,
        humidity: temperature * 2,
        co2: temperature * 30,
        vpd: temperature / 20,
        light_status: 1,
      });
    }
    await telemetryRepository.insertClimate(t.database.db, rows);
  }

  const alert = (device: string, openedAt: number, ruleName: string) =>
    openAlertRow(t, { deviceId: device, deviceName: `Tent ${device.slice(-1)}`, openedAt, ruleName });

  const note = (device: string, ts: number, text: string) =>
    crop.call(member, 'POST', `/api/devices/${device}/notes`, { ts, text });
  const climate = (run: Run, query = '') => crop.call(member, 'GET', `/api/runs/${run._id}/climate${query}`);
  const startRun = (plantCount = 10) =>
    crop.run({
      startedAt: iso(T0),
      groups: [{ strainId, plantCount, roomId: roomA, stage: 'veg' }],
    });

  beforeEach(async () => {
    t = await createTestContext(dialect);
    t.clock.set(T0);
    staff = await t.createUser('superuser');
    member = await t.createUser('user');
    crop = cropFixtures(t, staff);
    strainId = await crop.strain('Lemon Haze');
    [x, y, z] = [await crop.device(), await crop.device(), await crop.device()];
    // Each device's first room counts from its first reading; Z moves to room B only at 06:00.
    roomA = (await crop.room({ name: 'Room A', deviceIds: [x] }))._id;
    roomB = (await crop.room({ name: 'Room B', deviceIds: [y] }))._id;
    await crop.room({ name: 'Room C', deviceIds: [z] });
    await readings(x, T0 - HOUR, NOW, 20);
    await readings(y, T0 - HOUR, NOW, 30);
    await readings(z, T0 - HOUR, NOW, 40);
  });
  afterEach(async () => {
    await t.close();
  });

  it("follows the group from room A's device to the average of room B's, each device only while it was there", async () => {
    const run = await startRun();
    const group = run.groups[0]!._id;
    t.clock.set(T0 + 4 * HOUR);
    await crop.move(run, group, { stage: 'flower', roomId: roomB });
    t.clock.set(T0 + 6 * HOUR + 30 * MIN);
    const put = await crop.call(staff, 'PUT', `/api/rooms/${roomB}`, {
      name: 'Room B',
      kind: 'flower',
      deviceIds: [y, z],
    });
    expect(put.statusCode).toBe(200);
    t.clock.set(NOW);
    const lost = await crop.call(member, 'POST', `/api/runs/${run._id}/groups/${group}/losses`, {
      count: 2,
      reason: 'pest',
      at: iso(T0 + 7 * HOUR),
    });
    expect(lost.statusCode).toBe(200);
    await alert(y, T0 + 7 * HOUR + 30 * MIN, 'Too hot');
    // X's alert after the group left room A, and Z's note from before it joined room B, are not the group's.
    await alert(x, T0 + 8 * HOUR, 'Room A hot');
    expect((await note(z, T0 + 5 * HOUR, 'Still in room C')).statusCode).toBe(201);
    expect((await note(z, T0 + 8 * HOUR, 'Raised the lamp')).statusCode).toBe(201);

    const response = await climate(run, '?step=1h');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<RunClimate>();
    expect(body).toMatchObject({ groupId: group, from: T0, to: NOW, step: '1h' });
    // X alone until the move at 04:00; then Y; Z from 07:00, the first whole hour after it joined at 06:30.
    const hours = (temperature: number, from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => ({
        ts: T0 + (from + i) * HOUR,
        temperature,
        humidity: temperature * 2,
        co2: temperature * 30,
        vpd: temperature / 20,
      }));
    expect(body.points).toEqual([...hours(20, 0, 4), ...hours(30, 4, 7), ...hours(35, 7, 9)]);
    expect(body.bands).toEqual([
      { stage: 'veg', roomId: roomA, roomName: 'Room A', from: T0, to: T0 + 4 * HOUR },
      { stage: 'flower', roomId: roomB, roomName: 'Room B', from: T0 + 4 * HOUR, to: NOW },
    ]);
    expect(body.marks.map(({ ts, kind, text }) => ({ ts, kind, text }))).toEqual([
      { ts: T0, kind: 'stage', text: 'Veg · Room A' },
      { ts: T0 + 4 * HOUR, kind: 'stage', text: 'Flower · Room B' },
      { ts: T0 + 7 * HOUR, kind: 'loss', text: '2 plants lost (pest)' },
      { ts: T0 + 7 * HOUR + 30 * MIN, kind: 'alert', text: 'Tent 2: Too hot (temperature 31 > 30)' },
      { ts: T0 + 8 * HOUR, kind: 'note', text: 'Raised the lamp' },
    ]);
    expect(body.marks[1]).toMatchObject({ stage: 'flower', roomName: 'Room B', count: null, reason: null });
    expect(body.marks[2]).toMatchObject({ stage: null, count: 2, reason: 'pest' });

    // Without a step, the span (9 hours) picks one, as the history series do.
    const picked = (await climate(run)).json<RunClimate>();
    expect(picked.step).toBe('5m');
    expect(picked.points[0]).toMatchObject({ ts: T0, temperature: 20 });
    expect(picked.points.at(-1)).toMatchObject({ ts: NOW - 5 * MIN, temperature: 35 });
  });

  it("gives a split group its parent's history before the split, and the parent the split as a mark", async () => {
    const run = await startRun(10);
    const parent = run.groups[0]!._id;
    t.clock.set(T0 + 4 * HOUR);
    const split = await crop.move(run, parent, { stage: 'flower', roomId: roomB, plantCount: 4 });
    const child = split.groups.find((g) => g.parentGroupId === parent)!._id;
    t.clock.set(NOW);

    const ofChild = (await climate(run, `?groupId=${child}&step=1h`)).json<RunClimate>();
    expect(ofChild.groupId).toBe(child);
    expect(ofChild.bands.map((b) => [b.stage, b.roomName, b.from, b.to])).toEqual([
      ['veg', 'Room A', T0, T0 + 4 * HOUR],
      ['flower', 'Room B', T0 + 4 * HOUR, NOW],
    ]);
    expect(ofChild.marks.map((m) => [m.text, m.count])).toEqual([
      ['Veg · Room A', null],
      ['Flower · Room B', 4],
    ]);
    expect(ofChild.points.map((p) => p.temperature)).toEqual([...Array(4).fill(20), ...Array(5).fill(30)]);

    // The parent keeps 6 plants, the most: the default group. It never left room A.
    const ofParent = (await climate(run, '?step=1h')).json<RunClimate>();
    expect(ofParent.groupId).toBe(parent);
    expect(ofParent.bands).toEqual([{ stage: 'veg', roomId: roomA, roomName: 'Room A', from: T0, to: NOW }]);
    expect(ofParent.points.map((p) => p.temperature)).toEqual(Array(9).fill(20));
    expect(ofParent.marks.at(-1)).toMatchObject({
      ts: T0 + 4 * HOUR,
      kind: 'stage',
      text: '4 plants split off to Flower · Room B',
      stage: 'flower',
      count: 4,
    });
  });

  it('ends a closed run at its latest event and shows nothing after the group is done', async () => {
    const run = await startRun();
    const group = run.groups[0]!._id;
    t.clock.set(T0 + 2 * HOUR);
    await crop.move(run, group, { stage: 'done', roomId: roomA });
    t.clock.set(NOW);
    const closed = await crop.call(staff, 'PUT', `/api/runs/${run._id}`, {
      name: run.name,
      code: run.code,
      plannedDays: run.plannedDays,
      state: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    const body = (await climate(run, '?step=1h')).json<RunClimate>();
    expect(body.to).toBe(T0 + 2 * HOUR);
    expect(body.points.map((p) => p.ts)).toEqual([T0, T0 + HOUR]);
    expect(body.bands.at(-1)).toMatchObject({ stage: 'done', from: T0 + 2 * HOUR, to: T0 + 2 * HOUR });
  });

  it("counts a device's first room from its first reading, before the room was made", async () => {
    const run = await crop.run({
      startedAt: iso(T0 - HOUR),
      groups: [{ strainId, plantCount: 5, roomId: roomA, stage: 'veg' }],
    });
    t.clock.set(NOW);
    const body = (await climate(run, '?step=1h')).json<RunClimate>();
    expect(body.points.map((p) => [p.ts, p.temperature])).toEqual(
      Array.from({ length: 10 }, (_, i) => [T0 + (i - 1) * HOUR, 20]),
    );
  });

  it('answers an empty chart for rooms without climate controllers', async () => {
    const empty = (await crop.room({ name: 'Bare room' }))._id;
    const run = await crop.run({
      startedAt: iso(T0),
      groups: [{ strainId, plantCount: 5, roomId: empty, stage: 'veg' }],
    });
    t.clock.set(NOW);
    const body = (await climate(run)).json<RunClimate>();
    expect(body.points).toEqual([]);
    expect(body.bands).toHaveLength(1);
  });

  it('refuses an unknown run or group with 404, a bad step with details and too many points', async () => {
    const run = await startRun();
    t.clock.set(NOW);
    const unknownRun = await crop.call(member, 'GET', '/api/runs/nope/climate');
    expect(unknownRun.statusCode).toBe(404);
    expect(unknownRun.json().code).toBe('runs.not_found');
    const unknownGroup = await climate(run, '?groupId=nope');
    expect(unknownGroup.statusCode).toBe(404);
    expect(unknownGroup.json().code).toBe('runs.group_not_found');
    const badStep = await climate(run, '?step=2h');
    expect(badStep.statusCode).toBe(400);
    expect(badStep.json()).toMatchObject({
      code: 'validation.failed',
      details: [{ path: 'querystring.step' }],
    });
    // Started two days before: 57 hours at one minute are 3,420 points.
    const older = await crop.run({
      startedAt: iso(T0 - 48 * HOUR),
      groups: [{ strainId, plantCount: 1, roomId: roomA, stage: 'veg' }],
    });
    const tooMany = await climate(older, '?step=1m');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('history.too_many_points');
    expect((await crop.call(null, 'GET', `/api/runs/${run._id}/climate`)).statusCode).toBe(401);
  });
});
