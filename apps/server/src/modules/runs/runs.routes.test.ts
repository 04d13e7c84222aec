import type { Run } from '@canopy/shared/schemas/runs';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedEntries } from '../../testing/audit-entries.ts';
import { cropSuite, STAFF_AND_MEMBER } from '../../testing/crop-fixtures.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { sortedDetailPaths } from '../../testing/validation-details.ts';

const NOW = '2026-04-20T09:00:00.000Z';
const HOUR = 3_600_000;

describe.each(DIALECTS)('run routes on %s', (dialect) => {
  const { t, staff, member, crop } = cropSuite(dialect, STAFF_AND_MEMBER, { at: NOW, staff: 'staff' });
  let strainId: string;
  let veg: string;
  let flower: string;

  beforeEach(async () => {
    ({ strainId, veg, flower } = await crop.strainAndRooms('Lemon Haze', 'Flower A'));
  });

  const startRun = (plantCount = 100, extra: object = {}) =>
    crop.run({ groups: [{ strainId, plantCount, roomId: veg, stage: 'veg' }], ...extra });
  const groupOf = (run: Run, index = 0) => run.groups[index]!;

  it('starts a run with a generated code, a first event per group and totals', async () => {
    const run = await startRun(100, { startedAt: '2026-04-18T10:00:00.000Z' });
    expect(run.code).toBe('R-2026-001');
    expect(run).toMatchObject({ name: 'R-2026-001', state: 'active', startedAt: '2026-04-18T10:00:00.000Z' });
    expect(groupOf(run)).toMatchObject({
      strainName: 'Lemon Haze',
      roomName: 'Veg A',
      stage: 'veg',
      plantCount: 100,
      dayOfStage: 3,
      parentGroupId: null,
    });
    expect(run.events).toHaveLength(1);
    expect(run.events[0]).toMatchObject({ stage: 'veg', at: '2026-04-18T10:00:00.000Z', plantCount: 100 });
    expect(run.events[0]!.by?.id).toBe(staff.user._id);
    expect(run.totals).toEqual({ plantsStarted: 100, plantsNow: 100, plantsLost: 0 });
    expect((await startRun()).code).toBe('R-2026-002');
  });

  it('lists active runs first, filtered by state, strain and room', async () => {
    const first = await startRun();
    const second = await startRun();
    const closed = await crop.call(staff, 'PUT', `/api/runs/${first._id}`, {
      name: 'Old',
      code: first.code,
      plannedDays: first.plannedDays,
      state: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    const list = (await crop.call(member, 'GET', '/api/runs')).json<Run[]>();
    expect(list.map((run) => run._id)).toEqual([second._id, first._id]);
    const active = (await crop.call(member, 'GET', '/api/runs?state=active')).json<Run[]>();
    expect(active.map((run) => run._id)).toEqual([second._id]);
    expect((await crop.call(member, 'GET', `/api/runs?roomId=${flower}`)).json()).toEqual([]);
    expect((await crop.call(member, 'GET', `/api/runs?strainId=${strainId}`)).json()).toHaveLength(2);
  });

  it('refuses a future start, bad bodies with details, and unknown strains and rooms with 404', async () => {
    const future = await crop.call(staff, 'POST', '/api/runs', {
      startedAt: '2026-04-21T00:00:00.000Z',
      groups: [{ strainId, plantCount: 1, roomId: veg, stage: 'veg' }],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'runs.event_out_of_order' });
    const bad = await crop.call(staff, 'POST', '/api/runs', { groups: [{ strainId, plantCount: 0 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation.failed');
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.groups.0.plantCount', 'body.groups.0.roomId', 'body.groups.0.stage']),
    );
    const noStrain = await crop.call(staff, 'POST', '/api/runs', {
      groups: [{ strainId: 'nope', plantCount: 1, roomId: veg, stage: 'veg' }],
    });
    expect(noStrain.statusCode).toBe(404);
    expect(noStrain.json()).toMatchObject({
      code: 'strains.not_found',
      details: [{ path: 'body.groups.0.strainId' }],
    });
    const noRoom = await crop.call(staff, 'POST', '/api/runs', {
      groups: [{ strainId, plantCount: 1, roomId: 'nope', stage: 'veg' }],
    });
    expect(noRoom.json()).toMatchObject({ code: 'rooms.not_found' });
    expect((await crop.call(member, 'GET', '/api/runs/nope')).json().code).toBe('runs.not_found');
  });

  it('renames and recodes a run; a code another run holds is 409', async () => {
    const first = await startRun();
    const second = await startRun();
    const body = {
      name: 'Spring',
      code: 'SPRING-1',
      plannedDays: first.plannedDays,
      notes: 'n',
      state: 'active',
    };
    const renamed = await crop.call(staff, 'PUT', `/api/runs/${first._id}`, body);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Spring', code: 'SPRING-1', notes: 'n' });
    const taken = await crop.call(staff, 'PUT', `/api/runs/${second._id}`, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('runs.code_taken');
    const unknown = await crop.call(staff, 'PUT', '/api/runs/nope', { ...body, code: 'X' });
    expect(unknown.statusCode).toBe(404);
  });

  it('moves a whole group, backdated, and counts the day from the move', async () => {
    const run = await startRun(50, { startedAt: '2026-03-01T08:00:00.000Z' });
    const moved = await crop.move(run, groupOf(run)._id, {
      stage: 'flower',
      roomId: flower,
      at: '2026-04-18T20:30:00.000Z',
    });
    expect(groupOf(moved)).toMatchObject({
      stage: 'flower',
      roomId: flower,
      roomName: 'Flower A',
      dayOfStage: 3,
    });
    expect(moved.events.map((event) => event.stage)).toEqual(['veg', 'flower']);
    // A room move within the stage keeps the stage's day.
    const again = await crop.move(moved, groupOf(moved)._id, { stage: 'flower', roomId: veg });
    expect(groupOf(again)).toMatchObject({ stage: 'flower', roomId: veg, dayOfStage: 3 });
  });

  it("dates a move or loss a phone's clock skew ahead of the server at the server's now", async () => {
    const run = await startRun(10, { startedAt: '2026-04-10T08:00:00.000Z' });
    const group = groupOf(run)._id;
    const ahead = new Date(Date.parse(NOW) + 90_000).toISOString();
    const moved = await crop.move(run, group, { stage: 'flower', roomId: flower, at: ahead });
    expect(moved.events.at(-1)!.at).toBe(NOW);
    const loss = await crop.call(member, 'POST', `/api/runs/${run._id}/groups/${group}/losses`, {
      count: 1,
      reason: 'died',
      at: ahead,
    });
    expect(loss.statusCode).toBe(200);
    expect(loss.json<Run>().losses.at(-1)!.at).toBe(NOW);
    const tooFar = await crop.call(member, 'POST', `/api/runs/${run._id}/groups/${group}/losses`, {
      count: 1,
      reason: 'died',
      at: new Date(Date.parse(NOW) + 3 * 60_000).toISOString(),
    });
    expect(tooFar.json()).toMatchObject({ code: 'runs.event_out_of_order', details: [{ path: 'body.at' }] });
  });

  it('refuses a move into the future or before the previous event (400 runs.event_out_of_order)', async () => {
    const run = await startRun(10, { startedAt: '2026-04-10T08:00:00.000Z' });
    const url = `/api/runs/${run._id}/groups/${groupOf(run)._id}/events`;
    const future = await crop.call(staff, 'POST', url, {
      stage: 'flower',
      roomId: flower,
      at: new Date(Date.parse(NOW) + HOUR).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'runs.event_out_of_order', details: [{ path: 'body.at' }] });
    const early = await crop.call(staff, 'POST', url, {
      stage: 'flower',
      roomId: flower,
      at: '2026-04-09T00:00:00Z',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('runs.event_out_of_order');
  });

  it('takes stages and reasons as keys only: a label in any language is refused, whatever its case', async () => {
    const run = await startRun(10);
    const group = groupOf(run)._id;
    for (const stage of ['Flower', 'FLOWER', 'Blüte', 'פריחה', 'Цветение']) {
      const response = await crop.call(staff, 'POST', `/api/runs/${run._id}/groups/${group}/events`, {
        stage,
        roomId: flower,
      });
      expect(response.statusCode, stage).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation.failed', details: [{ path: 'body.stage' }] });
    }
    const loss = await crop.call(member, 'POST', `/api/runs/${run._id}/groups/${group}/losses`, {
      count: 1,
      reason: 'Pest',
    });
    expect(loss.json()).toMatchObject({ code: 'validation.failed', details: [{ path: 'body.reason' }] });
    expect((await crop.getRun(run._id)).groups[0]).toMatchObject({ stage: 'veg', plantCount: 10 });
  });

  it('answers 404 for an unknown run, group, room and event', async () => {
    const run = await startRun();
    const group = groupOf(run)._id;
    const move = { stage: 'flower', roomId: flower };
    const cases: [string, string, object | undefined, string][] = [
      ['POST', `/api/runs/nope/groups/${group}/events`, move, 'runs.not_found'],
      ['POST', `/api/runs/${run._id}/groups/nope/events`, move, 'runs.group_not_found'],
      ['POST', `/api/runs/${run._id}/groups/${group}/events`, { ...move, roomId: 'nope' }, 'rooms.not_found'],
      ['DELETE', `/api/runs/${run._id}/events/nope`, undefined, 'runs.event_not_found'],
      [
        'POST',
        `/api/runs/${run._id}/groups/nope/losses`,
        { count: 1, reason: 'died' },
        'runs.group_not_found',
      ],
    ];
    for (const [method, url, payload, code] of cases) {
      const response = await crop.call(staff, method as 'POST', url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code, url).toBe(code);
    }
  });

  it('splits a group with cuttings, counts add up, and undoing the split folds it back', async () => {
    const cuttings = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const response = await crop.call(staff, 'POST', '/api/admin/cuttings', { code: `C-${n}`, strainId });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ _id: string }>()._id;
      }),
    );
    const run = await crop.run({
      groups: [{ strainId, plantCount: 10, roomId: veg, stage: 'veg', cuttingIds: cuttings }],
    });
    const parent = groupOf(run)._id;
    const split = await crop.move(run, parent, {
      stage: 'flower',
      roomId: flower,
      plantCount: 4,
      cuttingIds: [cuttings[0]],
    });
    expect(split.groups).toHaveLength(2);
    const child = split.groups.find((group) => group.parentGroupId === parent)!;
    expect(child).toMatchObject({
      plantCount: 4,
      stage: 'flower',
      roomId: flower,
      cuttingIds: [cuttings[0]],
    });
    expect(groupOf(split)).toMatchObject({
      plantCount: 6,
      stage: 'veg',
      cuttingIds: [cuttings[1], cuttings[2]],
    });
    expect(split.totals).toEqual({ plantsStarted: 10, plantsNow: 10, plantsLost: 0 });
    const event = split.events.at(-1)!;
    expect(event).toMatchObject({ groupId: parent, splitGroupId: child._id, plantCount: 4 });

    const tooMany = await crop.call(staff, 'POST', `/api/runs/${run._id}/groups/${parent}/events`, {
      stage: 'flower',
      roomId: flower,
      plantCount: 7,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('runs.not_enough_plants');

    const undone = await crop.call(staff, 'DELETE', `/api/runs/${run._id}/events/${event._id}`);
    expect(undone.statusCode, undone.body).toBe(200);
    const folded = undone.json<Run>();
    expect(folded.groups).toHaveLength(1);
    expect(groupOf(folded)).toMatchObject({ plantCount: 10, stage: 'veg' });
    expect(groupOf(folded).cuttingIds.sort()).toEqual([...cuttings].sort());
  });

  it('undoes only the latest event of a group (409 otherwise) and never the first', async () => {
    const run = await startRun(10, { startedAt: '2026-04-01T08:00:00.000Z' });
    const group = groupOf(run)._id;
    const flowered = await crop.move(run, group, {
      stage: 'flower',
      roomId: flower,
      at: '2026-04-10T08:00:00Z',
    });
    const dried = await crop.move(flowered, group, { stage: 'dry', roomId: flower });
    const [first, toFlower, toDry] = dried.events;
    const notLatest = await crop.call(staff, 'DELETE', `/api/runs/${run._id}/events/${toFlower!._id}`);
    expect(notLatest.statusCode).toBe(409);
    expect(notLatest.json().code).toBe('runs.event_not_latest');
    const undone = await crop.call(staff, 'DELETE', `/api/runs/${run._id}/events/${toDry!._id}`);
    expect(undone.statusCode).toBe(200);
    expect(groupOf(undone.json<Run>())).toMatchObject({
      stage: 'flower',
      stageStartedAt: '2026-04-10T08:00:00.000Z',
    });
    await crop.call(staff, 'DELETE', `/api/runs/${run._id}/events/${toFlower!._id}`);
    const firstEvent = await crop.call(staff, 'DELETE', `/api/runs/${run._id}/events/${first!._id}`);
    expect(firstEvent.statusCode).toBe(409);
  });

  it('lets a plain user record a loss but not move, undo, start or edit a run (403)', async () => {
    const run = await startRun(5);
    const group = groupOf(run)._id;
    const writes: [string, string, object | undefined][] = [
      ['POST', '/api/runs', { groups: [{ strainId, plantCount: 1, roomId: veg, stage: 'veg' }] }],
      [
        'PUT',
        `/api/runs/${run._id}`,
        { name: 'x', code: 'X-1', plannedDays: run.plannedDays, state: 'active' },
      ],
      ['POST', `/api/runs/${run._id}/groups/${group}/events`, { stage: 'flower', roomId: flower }],
      ['DELETE', `/api/runs/${run._id}/events/${run.events[0]!._id}`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      expect((await crop.call(member, method as 'POST', url, payload)).statusCode, url).toBe(403);
    }
    const loss = await crop.call(member, 'POST', `/api/runs/${run._id}/groups/${group}/losses`, {
      count: 2,
      reason: 'pest',
      note: 'mites',
    });
    expect(loss.statusCode).toBe(200);
    const after = loss.json<Run>();
    expect(after.losses).toHaveLength(1);
    expect(after.losses[0]).toMatchObject({ count: 2, reason: 'pest', note: 'mites' });
    expect(after.losses[0]!.by?.id).toBe(member.user._id);
    expect(after.totals).toEqual({ plantsStarted: 5, plantsNow: 3, plantsLost: 2 });
  });

  it('refuses a loss above the group (400 runs.not_enough_plants); losing all makes the group lost', async () => {
    const run = await startRun(3);
    const url = `/api/runs/${run._id}/groups/${groupOf(run)._id}/losses`;
    const tooMany = await crop.call(member, 'POST', url, { count: 4, reason: 'died' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'runs.not_enough_plants',
      details: [{ path: 'body.count' }],
    });
    const bad = await crop.call(member, 'POST', url, { count: 0, reason: 'sad' });
    expect(sortedDetailPaths(bad)).toEqual(['body.count', 'body.reason']);
    const all = await crop.call(member, 'POST', url, { count: 3, reason: 'disease' });
    const lost = all.json<Run>();
    expect(groupOf(lost)).toMatchObject({ plantCount: 0, stage: 'lost' });
    expect(lost.events.at(-1)).toMatchObject({ stage: 'lost', plantCount: 0 });
    const moveLost = await crop.call(
      staff,
      'POST',
      `/api/runs/${run._id}/groups/${groupOf(run)._id}/events`,
      {
        stage: 'flower',
        roomId: flower,
      },
    );
    expect(moveLost.statusCode).toBe(409);
    expect(moveLost.json().code).toBe('runs.group_closed');
  });

  it('audits every write on a run', async () => {
    // A second between writes: the log lists entries by time.
    const tick = () => t.clock.advance(1000);
    const run = await startRun(10, { startedAt: '2026-04-19T09:00:00.000Z' });
    const group = groupOf(run)._id;
    tick();
    const split = await crop.move(run, group, { stage: 'flower', roomId: flower, plantCount: 2 });
    tick();
    await crop.call(member, 'POST', `/api/runs/${run._id}/groups/${group}/losses`, {
      count: 1,
      reason: 'died',
    });
    tick();
    const undone = await crop.call(
      staff,
      'DELETE',
      `/api/runs/${run._id}/events/${split.events.at(-1)!._id}`,
    );
    expect(undone.statusCode).toBe(200);
    expect(undone.json<Run>().totals).toEqual({ plantsStarted: 10, plantsNow: 9, plantsLost: 1 });
    tick();
    await crop.call(staff, 'PUT', `/api/runs/${run._id}`, {
      name: 'Renamed',
      code: run.code,
      plannedDays: run.plannedDays,
      state: 'active',
    });
    const entries = (await storedEntries(t)).filter((entry) => entry.entity === 'run');
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['create', staff.user._id],
      ['update', staff.user._id],
      ['update', member.user._id],
      ['update', staff.user._id],
      ['update', staff.user._id],
    ]);
    expect(entries.every((entry) => entry.entityId === run._id)).toBe(true);
    const child = split.groups.find((g) => g.parentGroupId === group)!._id;
    expect(entries[1]!.changes).toEqual({
      [`group.${group}.plantCount`]: [10, 8],
      [`group.${child}.plantCount`]: [null, 2],
      [`group.${child}.stage`]: [null, 'flower'],
      [`group.${child}.roomId`]: [null, flower],
    });
    expect(entries[2]!.changes).toEqual({ [`group.${group}.plantCount`]: [8, 7] });
  });
});
