import type { Room } from '@canopy/shared/schemas/rooms';
import type { TrashList } from '@canopy/shared/schemas/trash';
import { describe, expect, it } from 'vitest';
import { storedEntries } from '../../testing/audit-entries.ts';
import { cropSuite } from '../../testing/crop-fixtures.ts';
import { ONE_OF_EACH_ROLE } from '../../testing/signed-in-suite.ts';
import type { TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)('a deleted room in the trash on %s', (dialect) => {
  const { t, admin, superuser, member, crop } = cropSuite(dialect, ONE_OF_EACH_ROLE, {
    at: '2026-06-01T08:00:00.000Z',
    staff: 'superuser',
  });

  const trash = async (who: TestUser = admin) => {
    const response = await crop.call(who, 'GET', '/api/trash');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TrashList>().items;
  };
  const restore = (id: string, who: TestUser = admin) =>
    crop.call(who, 'POST', `/api/trash/room/${id}/restore`);
  const roomRows = (id: string) =>
    t.database.db.selectFrom('rooms').select('id').where('id', '=', id).execute();
  const stayRows = (id: string) =>
    t.database.db.selectFrom('room_devices').select('id').where('room_id', '=', id).execute();

  /** A room a run used: its group started there and moved on, so the room is empty and may be deleted. */
  async function usedRoom() {
    const used = await crop.room({ name: 'Clone tent' });
    const next = await crop.room({ name: 'Veg A', kind: 'veg' });
    const strainId = await crop.strain();
    const run = await crop.run({
      startedAt: '2026-05-01T08:00:00.000Z',
      groups: [{ strainId, plantCount: 10, roomId: used._id, stage: 'propagation' }],
    });
    await crop.move(run, run.groups[0]!._id, { stage: 'veg', roomId: next._id });
    return used;
  }

  it('lists a deleted room in the trash, and restores it without its former devices', async () => {
    const device = await crop.device();
    const room = await crop.room({ name: 'Flower A', deviceIds: [device] });
    expect((await crop.call(superuser, 'DELETE', `/api/rooms/${room._id}`)).statusCode).toBe(204);
    const item = (await trash()).find((entry) => entry.id === room._id);
    expect(item).toMatchObject({
      entity: 'room',
      name: 'Flower A',
      deletedBy: { id: superuser.user._id, email: superuser.user.email },
    });
    expect(Date.parse(item!.purgeAt!) - Date.parse(item!.deletedAt)).toBe(30 * DAY_MS);
    // Meanwhile its device went to another room.
    const other = await crop.room({ name: 'Flower B', deviceIds: [device] });

    t.clock.advance(60_000);
    expect((await restore(room._id)).statusCode).toBe(204);
    const back = await crop.call(member, 'GET', `/api/rooms/${room._id}`);
    expect(back.statusCode).toBe(200);
    expect(back.json<Room>()).toMatchObject({ name: 'Flower A', deviceIds: [], devices: [] });
    const rooms = (await crop.call(member, 'GET', '/api/rooms')).json<Room[]>();
    expect(rooms.find((r) => r._id === other._id)?.deviceIds).toEqual([device]);
    expect((await trash()).map((entry) => entry.id)).not.toContain(room._id);
    expect((await restore(room._id)).statusCode).toBe(404);

    const entries = (await storedEntries(t, 'delete', 'restore')).filter((e) => e.entityId === room._id);
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ['delete', 'Room "Flower A" moved to the trash'],
      [
        'restore',
        'Room "Flower A" restored from the trash, without its former devices (they may be in other rooms now)',
      ],
    ]);
    const events = await t.database.db
      .selectFrom('audit_log')
      .select('summary_event')
      .where('entity_id', '=', room._id)
      .where('action', 'in', ['delete', 'restore'])
      .orderBy('ts')
      .execute();
    expect(events.map((entry) => entry.summary_event)).toEqual(['trashed', 'restored']);
  });

  it('purges a room no run used, with its device stays, and keeps one a run used for good', async () => {
    const used = await usedRoom();
    const device = await crop.device();
    const unused = await crop.room({ name: 'Spare', deviceIds: [device] });
    for (const room of [used, unused]) {
      expect((await crop.call(superuser, 'DELETE', `/api/rooms/${room._id}`)).statusCode).toBe(204);
    }
    expect(await stayRows(unused._id)).toHaveLength(1);
    const listed = await trash();
    expect(listed.find((entry) => entry.id === used._id)?.purgeAt).toBeNull();
    expect(listed.find((entry) => entry.id === unused._id)?.purgeAt).toEqual(expect.any(String));

    t.clock.advance(29 * DAY_MS);
    expect(await t.services.trashPurge.runOnce()).toBe(0);
    expect(await roomRows(unused._id)).toHaveLength(1);
    t.clock.advance(2 * DAY_MS);
    expect(await t.services.trashPurge.runOnce()).toBe(1);
    expect(await roomRows(unused._id)).toEqual([]);
    expect(await stayRows(unused._id)).toEqual([]);
    // The run's history still names the used room: it stays, in the trash, however long it waits.
    t.clock.advance(365 * DAY_MS);
    expect(await t.services.trashPurge.runOnce()).toBe(0);
    expect(await roomRows(used._id)).toHaveLength(1);
    // Sessions expire over months of fake time: the run's events are read from the database.
    const events = await t.database.db
      .selectFrom('stage_events')
      .select('room_id')
      .where('room_id', '=', used._id)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('lets only superusers and admins list and restore a room', async () => {
    const room = await crop.room();
    await crop.call(superuser, 'DELETE', `/api/rooms/${room._id}`);
    expect((await crop.call(member, 'GET', '/api/trash')).statusCode).toBe(403);
    expect((await trash(superuser)).map((entry) => entry.id)).toContain(room._id);
    expect((await restore(room._id, member)).statusCode).toBe(403);
    expect((await crop.call(null, 'POST', `/api/trash/room/${room._id}/restore`)).statusCode).toBe(401);
    expect((await crop.call(member, 'GET', `/api/rooms/${room._id}`)).statusCode).toBe(404);
    expect((await restore(room._id, superuser)).statusCode).toBe(204);
    expect((await crop.call(member, 'GET', `/api/rooms/${room._id}`)).statusCode).toBe(200);
  });
});
