import type { Room } from '@canopy/shared/schemas/rooms';
import { describe, expect, it } from 'vitest';
import { SOIL_ID, storeSoil, storeWater, WATER_ID } from '../../testing/alert-fixtures.ts';
import { storedEntries } from '../../testing/audit-entries.ts';
import { cropSuite, STAFF_AND_MEMBER } from '../../testing/crop-fixtures.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { sortedDetailPaths } from '../../testing/validation-details.ts';

describe.each(DIALECTS)('room routes on %s', (dialect) => {
  const { t, staff, member, crop } = cropSuite(dialect, STAFF_AND_MEMBER, {
    at: '2026-06-01T08:00:00.000Z',
    staff: 'staff',
  });

  it('creates a room with its devices and their latest readings', async () => {
    const device = await crop.device();
    const room = await crop.room({
      name: ' Flower A ',
      areaM2: 12.5,
      lightsWatts: 3200,
      deviceIds: [device],
    });
    expect(room).toMatchObject({
      name: 'Flower A',
      kind: 'flower',
      areaM2: 12.5,
      lightsWatts: 3200,
      deviceIds: [device],
      archivedAt: null,
      groups: [],
      openAlertCount: 0,
    });
    expect(room.devices[0]).toMatchObject({ _id: device, type: 'climate', latest: { temperature: 24.5 } });
    const read = await crop.call(member, 'GET', `/api/rooms/${room._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Room>().deviceIds).toEqual([device]);
    expect((await crop.call(member, 'GET', '/api/rooms')).json<Room[]>().map((r) => r._id)).toEqual([
      room._id,
    ]);
  });

  it("gives a soil sensor's and a water meter's own latest values, as telemetry stored them", async () => {
    // The rooms pages read these fields of `latest`, a table per kind.
    await storeSoil(t, { moisture_pct: 41.5 });
    await storeWater(t, { in: 7.5, out: 1.25 });
    const room = await crop.room({ deviceIds: [SOIL_ID, WATER_ID] });
    const read = (await crop.call(member, 'GET', '/api/rooms')).json<Room[]>();
    const devices = new Map(read.find((r) => r._id === room._id)!.devices.map((d) => [d._id, d]));
    expect(devices.get(SOIL_ID)).toMatchObject({
      type: 'soil',
      latest: { moisture_pct: 41.5, temp_c: 22, ec_mscm: 1.4, ph: 6.2 },
    });
    expect(devices.get(WATER_ID)).toMatchObject({
      type: 'water',
      latest: { in: { rate_lpm: 7.5 }, out: { rate_lpm: 1.25 } },
    });
  });

  it('validates with details, refuses unknown devices and rooms (404), and plain users (403)', async () => {
    const bad = await crop.call(staff, 'POST', '/api/rooms', { name: '', kind: 'attic', areaM2: -1 });
    expect(bad.statusCode).toBe(400);
    expect(sortedDetailPaths(bad)).toEqual(['body.areaM2', 'body.kind', 'body.name']);
    const unknown = await crop.call(staff, 'POST', '/api/rooms', {
      name: 'X',
      kind: 'veg',
      deviceIds: ['nope'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'devices.not_found', details: [{ path: 'deviceIds' }] });
    expect((await crop.call(member, 'GET', '/api/rooms/nope')).json().code).toBe('rooms.not_found');
    expect((await crop.call(staff, 'PUT', '/api/rooms/nope', { name: 'X', kind: 'veg' })).statusCode).toBe(
      404,
    );
    expect((await crop.call(member, 'POST', '/api/rooms', { name: 'X', kind: 'veg' })).statusCode).toBe(403);
    const room = await crop.room();
    expect(
      (await crop.call(member, 'PUT', `/api/rooms/${room._id}`, { name: 'X', kind: 'veg' })).statusCode,
    ).toBe(403);
    expect((await crop.call(member, 'DELETE', `/api/rooms/${room._id}`)).statusCode).toBe(403);
  });

  it('moves a device assigned to another room, so it is never in two', async () => {
    const device = await crop.device();
    const first = await crop.room({ deviceIds: [device] });
    t.clock.advance(60_000);
    const second = await crop.room({ deviceIds: [device] });
    const rooms = (await crop.call(member, 'GET', '/api/rooms')).json<Room[]>();
    const holding = rooms.filter((room) => room.deviceIds.includes(device));
    expect(holding.map((room) => room._id)).toEqual([second._id]);
    const stays = await t.database.db
      .selectFrom('room_devices')
      .selectAll()
      .where('device_id', '=', device)
      .orderBy('since')
      .execute();
    expect(stays.map((stay) => [stay.room_id, stay.until])).toEqual([
      [first._id, '2026-06-01T08:01:00.000Z'],
      [second._id, null],
    ]);
    // Back again, by updating the first room.
    const back = await crop.call(staff, 'PUT', `/api/rooms/${first._id}`, {
      name: 'First',
      kind: 'veg',
      deviceIds: [device],
    });
    expect(back.json<Room>().deviceIds).toEqual([device]);
    const after = (await crop.call(member, 'GET', `/api/rooms/${second._id}`)).json<Room>();
    expect(after.deviceIds).toEqual([]);
  });

  it('two rooms claiming one device at once leave it in exactly one', async () => {
    const device = await crop.device();
    const [a, b] = await Promise.all([
      crop.room({ deviceIds: [device] }),
      crop.room({ deviceIds: [device] }),
    ]);
    const open = await t.database.db
      .selectFrom('room_devices')
      .select('room_id')
      .where('device_id', '=', device)
      .where('until', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
    expect([a._id, b._id]).toContain(open[0]!.room_id);
  });

  it('shows the groups in a room with run, stage and day, and gives devices their crop context', async () => {
    const device = await crop.device();
    const room = await crop.room({ deviceIds: [device] });
    const strainId = await crop.strain('Blue Dream');
    const run = await crop.run({
      startedAt: '2026-05-10T08:00:00.000Z',
      groups: [{ strainId, plantCount: 20, roomId: room._id, stage: 'flower' }],
    });
    const read = (await crop.call(member, 'GET', `/api/rooms/${room._id}`)).json<Room>();
    expect(read.groups).toEqual([
      expect.objectContaining({
        runId: run._id,
        runCode: run.code,
        strainName: 'Blue Dream',
        plantCount: 20,
        stage: 'flower',
        dayOfStage: 23,
        plannedDays: 63,
      }),
    ]);
    const devices = (await crop.call(member, 'GET', '/api/devices/active')).json<
      { id: string; crop: unknown }[]
    >();
    expect(devices.find((d) => d.id === device)?.crop).toEqual({
      roomId: room._id,
      roomName: room.name,
      run: { runId: run._id, code: run.code, stage: 'flower', dayOfStage: 23, plannedDays: 63 },
    });
    const page = (await crop.call(member, 'GET', `/api/devices/${device}`)).json<{ crop: unknown }>();
    expect(page.crop).toMatchObject({ roomId: room._id, run: { dayOfStage: 23 } });
    // The list keeps what it read for a few seconds, but this instance's move shows at once.
    await crop.move(run, run.groups[0]!._id, { stage: 'dry', roomId: room._id });
    const moved = (await crop.call(member, 'GET', '/api/devices/active')).json<
      { id: string; crop: unknown }[]
    >();
    expect(moved.find((d) => d.id === device)?.crop).toMatchObject({ run: { stage: 'dry', dayOfStage: 1 } });
    const soil = await crop.device('soil0000000000000000000a', 'Bed_1', 'soil');
    await crop.call(staff, 'PUT', `/api/rooms/${room._id}`, {
      name: room.name,
      kind: 'flower',
      deviceIds: [device, soil],
    });
    const sensors = (await crop.call(member, 'GET', '/api/sensor-data/soil7in1/devices')).json<
      { deviceId: string; crop: unknown }[]
    >();
    expect(sensors.find((s) => s.deviceId === soil)?.crop).toMatchObject({
      roomId: room._id,
      run: { stage: 'dry', dayOfStage: 1 },
    });
    const elsewhere = await crop.device();
    const other = (await crop.call(member, 'GET', `/api/devices/${elsewhere}`)).json<{ crop: unknown }>();
    expect(other.crop).toBeNull();
  });

  it('refuses to delete a room holding groups (409 rooms.not_empty); an empty one goes, audited', async () => {
    const device = await crop.device();
    const room = await crop.room({ deviceIds: [device] });
    const strainId = await crop.strain();
    await crop.run({ groups: [{ strainId, plantCount: 2, roomId: room._id, stage: 'veg' }] });
    const refused = await crop.call(staff, 'DELETE', `/api/rooms/${room._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('rooms.not_empty');
    const empty = await crop.room({ deviceIds: [device] });
    expect((await crop.call(staff, 'DELETE', `/api/rooms/${empty._id}`)).statusCode).toBe(204);
    expect((await crop.call(member, 'GET', `/api/rooms/${empty._id}`)).statusCode).toBe(404);
    expect((await crop.call(staff, 'DELETE', `/api/rooms/${empty._id}`)).statusCode).toBe(404);
    const entries = (await storedEntries(t)).filter((entry) => entry.entity === 'room');
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'create', 'delete']);
    expect(entries.every((entry) => entry.actorId === staff.user._id)).toBe(true);
  });
});
