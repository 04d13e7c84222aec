import type { Run } from '@canopy/shared/schemas/runs';
import { describe, expect, it } from 'vitest';
import { cropSuite } from '../../testing/crop-fixtures.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

describe.each(DIALECTS)('run counts under concurrent writes on %s', (dialect) => {
  const { t, staff, member, crop } = cropSuite(
    dialect,
    { staff: 'admin', member: 'user' },
    { staff: 'staff' },
  );

  it('20 splits and losses fired at once on one group leave every plant counted exactly once', async () => {
    const strainId = await crop.strain();
    const veg = (await crop.room({ kind: 'veg' }))._id;
    const flower = (await crop.room({ kind: 'flower' }))._id;
    const run = await crop.run({ groups: [{ strainId, plantCount: 30, roomId: veg, stage: 'veg' }] });
    const group = run.groups[0]!._id;
    // 10 splits of 2 and 10 losses of 2 ask for 40 plants of 30: some must be refused, none counted twice.
    const requests = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? crop.call(staff, 'POST', `/api/runs/${run._id}/groups/${group}/events`, {
            stage: 'flower',
            roomId: flower,
            plantCount: 2,
          })
        : crop.call(member, 'POST', `/api/runs/${run._id}/groups/${group}/losses`, {
            count: 2,
            reason: 'died',
          }),
    );
    const responses = await Promise.all(requests);
    for (const response of responses) {
      expect([200, 400, 409], response.body).toContain(response.statusCode);
      if (response.statusCode === 400) expect(response.json().code).toBe('runs.not_enough_plants');
    }
    const after = await crop.getRun(run._id);
    const splits = after.events.filter((event) => event.splitGroupId !== null);
    const lost = after.losses.reduce((sum, loss) => sum + loss.count, 0);
    const parent = after.groups.find((g) => g._id === group)!;
    const children = after.groups.filter((g) => g.parentGroupId === group);
    expect(children).toHaveLength(splits.length);
    expect(children.every((child) => child.plantCount === 2)).toBe(true);
    expect(parent.plantCount + children.length * 2 + lost).toBe(30);
    expect(after.totals).toEqual({ plantsStarted: 30, plantsNow: 30 - lost, plantsLost: lost });
    const succeeded = responses.filter((response) => response.statusCode === 200).length;
    // A split asking for all the plants left is a move of the whole group, not a split.
    const moves = after.events.filter((event, i) => i > 0 && event.stage !== 'lost');
    expect(moves.length + after.losses.length).toBe(succeeded);
    expect(succeeded).toBeGreaterThan(0);
    const stageOf = (current: Run) => current.groups.find((g) => g._id === group)!.stage;
    expect(['veg', 'flower', 'lost']).toContain(stageOf(after));
  });

  it('a loss sent again with its Idempotency-Key (an offline phone replaying) counts once', async () => {
    const strainId = await crop.strain();
    const roomId = (await crop.room())._id;
    const run = await crop.run({ groups: [{ strainId, plantCount: 10, roomId, stage: 'veg' }] });
    const url = `/api/runs/${run._id}/groups/${run.groups[0]!._id}/losses`;
    const headers = { ...member.auth, 'idempotency-key': '0b7e1c1e-7a51-4c35-9d0e-6c1f1c2b9a11' };
    const send = () => t.app.inject({ method: 'POST', url, headers, payload: { count: 3, reason: 'pest' } });
    const [first, second] = [await send(), await send()];
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json<Run>().totals).toEqual({ plantsStarted: 10, plantsNow: 7, plantsLost: 3 });
    expect((await crop.getRun(run._id)).losses).toHaveLength(1);
  });

  it('runs started at once draw distinct codes of the year (a collision draws again)', async () => {
    t.clock.set('2026-07-01T12:00:00.000Z');
    const strainId = await crop.strain();
    const roomId = (await crop.room())._id;
    const body = { groups: [{ strainId, plantCount: 1, roomId, stage: 'veg' }] };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => crop.call(staff, 'POST', '/api/runs', body)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const codes = responses.map((response) => response.json<Run>().code).sort();
    expect(codes).toEqual([
      'R-2026-001',
      'R-2026-002',
      'R-2026-003',
      'R-2026-004',
      'R-2026-005',
      'R-2026-006',
    ]);
  });
});
