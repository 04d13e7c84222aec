import type { Annotation, StageBand } from '@canopy/shared/schemas/annotations';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { Run } from '@canopy/shared/schemas/runs';
import { describe, expect, it } from 'vitest';
import { cropSuite } from '../../testing/crop-fixtures.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const ms = (iso: string) => Date.parse(iso);

describe.each(DIALECTS)("a device's stage bands and stage marks on %s", (dialect) => {
  const { t, staff, member, crop } = cropSuite(
    dialect,
    { staff: ['superuser', 'grower@example.test'], member: 'user' },
    { at: '2026-06-01T08:00:00.000Z', staff: 'staff' },
  );

  /** Days later: the clock moves and both users log in again (a token lives 12 hours). */
  async function later(iso: string) {
    t.clock.set(iso);
    for (const user of [staff, member]) {
      const token = await t.login(user.user.email, user.password);
      Object.assign(user, { token, auth: { authorization: `Bearer ${token}` } });
    }
  }

  const bands = async (device: string, from: string, to: string) => {
    const response = await crop.call(
      member,
      'GET',
      `/api/devices/${device}/stage-bands?from=${from}&to=${to}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StageBand[]>();
  };
  const stageMarks = async (device: string, from: string, to: string) => {
    const response = await crop.call(
      member,
      'GET',
      `/api/devices/${device}/annotations?from=${from}&to=${to}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Annotation[]>().filter((mark) => mark.kind === 'stage');
  };

  /**
   * The device stands in room A from 1 June (its first room: counted from its first reading) and moves to
   * room B on 5 June. Blue Dream (20) vegs in A from 1 May and goes to flower there on 10 June; OG Kush
   * (10) flowers in B from 1 May and leaves for A to dry on 12 June. Now is 15 June.
   */
  async function movedDevice() {
    const device = await crop.device();
    const roomA = await crop.room({ name: 'Room A', deviceIds: [device] });
    const roomB = await crop.room({ name: 'Room B' });
    const blueDream = await crop.strain('Blue Dream');
    const ogKush = await crop.strain('OG Kush');
    const run = await crop.run({
      startedAt: '2026-05-01T06:00:00.000Z',
      groups: [
        { strainId: blueDream, plantCount: 20, roomId: roomA._id, stage: 'veg' },
        { strainId: ogKush, plantCount: 10, roomId: roomB._id, stage: 'flower' },
      ],
    });
    const [inA, inB] = run.groups.map((group) => group._id) as [string, string];
    await later('2026-06-05T09:00:00.000Z');
    await crop.call(staff, 'PUT', `/api/rooms/${roomB._id}`, {
      name: 'Room B',
      kind: 'flower',
      deviceIds: [device],
    });
    await later('2026-06-10T07:00:00.000Z');
    await crop.move(run, inA, { stage: 'flower', roomId: roomA._id });
    await later('2026-06-12T10:00:00.000Z');
    await crop.move(run, inB, { stage: 'dry', roomId: roomA._id });
    await later('2026-06-15T12:00:00.000Z');
    return { device, roomA, roomB, run, inA, inB };
  }

  it('gives a device that moved the bands of the room it was in at each moment, each ending at the next event', async () => {
    const { device, roomA, roomB, run, inA, inB } = await movedDevice();
    const all = await bands(device, '2026-04-01T00:00:00.000Z', '2026-06-30T00:00:00.000Z');
    expect(all).toEqual([
      {
        from: ms('2026-05-01T06:00:00.000Z'),
        to: ms('2026-06-05T09:00:00.000Z'),
        stage: 'veg',
        runId: run._id,
        runCode: run.code,
        groupId: inA,
        plantCount: 20,
        roomId: roomA._id,
        roomName: 'Room A',
      },
      {
        from: ms('2026-06-05T09:00:00.000Z'),
        to: ms('2026-06-12T10:00:00.000Z'),
        stage: 'flower',
        runId: run._id,
        runCode: run.code,
        groupId: inB,
        plantCount: 10,
        roomId: roomB._id,
        roomName: 'Room B',
      },
    ]);
    // Clipped to the range asked.
    const inside = await bands(device, '2026-05-20T00:00:00.000Z', '2026-06-08T00:00:00.000Z');
    expect(inside.map((band) => [band.roomName, band.from, band.to])).toEqual([
      ['Room A', ms('2026-05-20T00:00:00.000Z'), ms('2026-06-05T09:00:00.000Z')],
      ['Room B', ms('2026-06-05T09:00:00.000Z'), ms('2026-06-08T00:00:00.000Z')],
    ]);
  });

  it('runs an open band to now, and gives the room the device is in now its current stage', async () => {
    const { device, roomB, run, inB } = await movedDevice();
    // OG Kush comes back to room B to cure: the device is there.
    await later('2026-06-14T08:00:00.000Z');
    await crop.move(run, inB, { stage: 'cure', roomId: roomB._id });
    await later('2026-06-15T12:00:00.000Z');
    const now = await bands(device, '2026-06-13T00:00:00.000Z', '2030-01-01T00:00:00.000Z');
    expect(now).toEqual([
      expect.objectContaining({
        stage: 'cure',
        groupId: inB,
        from: ms('2026-06-14T08:00:00.000Z'),
        to: ms('2026-06-15T12:00:00.000Z'),
      }),
    ]);
  });

  it('is empty for a device never in a room; 404 for an unknown device; 400 for a backwards range', async () => {
    const { run } = await movedDevice();
    expect(run.groups).toHaveLength(2);
    const loner = await crop.device();
    expect(await bands(loner, '2026-04-01T00:00:00.000Z', '2026-06-30T00:00:00.000Z')).toEqual([]);
    expect(await stageMarks(loner, '2026-04-01T00:00:00.000Z', '2026-06-30T00:00:00.000Z')).toEqual([]);
    const unknown = await crop.call(member, 'GET', '/api/devices/nope/stage-bands?from=0&to=1000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'devices.not_found' });
    const backwards = await crop.call(member, 'GET', `/api/devices/${loner}/stage-bands?from=1000&to=0`);
    expect(backwards.statusCode).toBe(400);
    expect((await crop.call(null, 'GET', `/api/devices/${loner}/stage-bands?from=0&to=1`)).statusCode).toBe(
      401,
    );
  });

  it('marks the stage events of the groups in its room while it was there, a move out of the room included', async () => {
    const { device, run } = await movedDevice();
    const marks = await stageMarks(device, '2026-04-01T00:00:00.000Z', '2026-06-30T00:00:00.000Z');
    // Blue Dream's start in A (the device's first room), OG Kush leaving B while the device was there; not
    // OG Kush's start in B (the device was in A) nor Blue Dream's flower in A (the device had left).
    expect(marks.map(({ ts, text, by }) => ({ ts, text, by }))).toEqual([
      {
        ts: ms('2026-05-01T06:00:00.000Z'),
        text: `${run.code}: Blue Dream (20 plants) to Veg, Room A`,
        by: 'grower@example.test',
      },
      {
        ts: ms('2026-06-12T10:00:00.000Z'),
        text: `${run.code}: OG Kush (10 plants) to Dry, Room A`,
        by: 'grower@example.test',
      },
    ]);
    const events = (await crop.getRun(run._id)).events;
    expect(marks.map((mark) => mark.id)).toEqual([events[0]!._id, events.at(-1)!._id]);
    // Inside the range only, both ends included.
    const lastOnly = await stageMarks(device, '2026-06-12T10:00:00.000Z', '2026-06-12T10:00:00.001Z');
    expect(lastOnly.map((mark) => mark.ts)).toEqual([ms('2026-06-12T10:00:00.000Z')]);
    const before = await stageMarks(device, '2026-06-12T09:00:00.000Z', '2026-06-12T10:00:00.000Z');
    expect(before.map((mark) => mark.ts)).toEqual([ms('2026-06-12T10:00:00.000Z')]);
    expect(await stageMarks(device, '2026-06-12T10:00:00.001Z', '2026-06-13T00:00:00.000Z')).toEqual([]);
  });

  it("keeps a deleted room's name on the bands measured in it", async () => {
    const device = await crop.device();
    const room: Room = await crop.room({ name: 'Old tent', deviceIds: [device] });
    const strainId = await crop.strain('Haze');
    const run: Run = await crop.run({
      startedAt: '2026-05-20T06:00:00.000Z',
      groups: [{ strainId, plantCount: 4, roomId: room._id, stage: 'veg' }],
    });
    const elsewhere = await crop.room({ name: 'New tent' });
    await later('2026-06-02T08:00:00.000Z');
    await crop.move(run, run.groups[0]!._id, { stage: 'flower', roomId: elsewhere._id });
    expect((await crop.call(staff, 'DELETE', `/api/rooms/${room._id}`)).statusCode).toBe(204);
    const left = await bands(device, '2026-05-01T00:00:00.000Z', '2026-06-03T00:00:00.000Z');
    expect(left.map((band) => [band.roomName, band.stage])).toEqual([['Old tent', 'veg']]);
  });
});
