import type { ApplyProfileAnswer, ClimateProfile } from '@canopy/shared/schemas/automations';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedEntries } from '../../../testing/audit-entries.ts';
import { cropFixtures } from '../../../testing/crop-fixtures.ts';
import { ids, type TestCloud } from '../../../testing/device-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../testing/test-app.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';
import {
  flowerBody,
  report,
  startRecordingCloud,
  THRESHOLD_COMMANDS,
  type SentCalls,
} from '../../../testing/climate-profile-fixtures.ts';

const MISSING = '0190f000-0000-7000-8000-000000000000';
describe.each(DIALECTS)('apply-profile on %s', (dialect) => {
  let t: TestContext;
  let c: TestCloud & SentCalls;
  let staff: TestUser;
  let member: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  let profile: ClimateProfile;

  beforeEach(async () => {
    c = await startRecordingCloud();
    t = await createTestContext(dialect, { deviceCloud: c.cloud });
    staff = await t.createUser('superuser');
    member = await t.createUser('user');
    crop = cropFixtures(t, staff);
    await t.services.deviceSync.poll();
    const made = await crop.call(staff, 'POST', '/api/climate-profiles', flowerBody());
    profile = made.json<ClimateProfile>();
  });
  afterEach(async () => {
    await t.close();
    await c.sim.close();
  });

  const apply = (who: TestUser, roomId: string, body: object) =>
    crop.call(who, 'POST', `/api/rooms/${roomId}/apply-profile`, body);
  const roomProfile = (roomId: string) =>
    t.database.db.selectFrom('room_profiles').selectAll().where('room_id', '=', roomId).executeTakeFirst();

  it('previews the change per controller in its phase and sends nothing', async () => {
    await report(t, c, ids.veg, 'night');
    const room = await crop.room({ deviceIds: [ids.veg, ids.soil] });
    const response = await apply(staff, room._id, { profileId: profile._id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ApplyProfileAnswer>()).toEqual({
      profileId: profile._id,
      roomId: room._id,
      applied: false,
      devices: [
        {
          deviceId: ids.veg,
          deviceName: 'Veg_Room',
          phase: 'night',
          commands: [
            {
              functionName: 'setTemperatureThreshold',
              from: '18,22',
              to: '19,22',
              result: null,
              error: null,
            },
            { functionName: 'setHumidityThreshold', from: '45,60', to: '45,55', result: null, error: null },
            { functionName: 'setCO2Threshold', from: '400,600', to: '400,600', result: null, error: null },
          ],
        },
      ],
    });
    expect(c.calls).toEqual([]);
    expect(c.forwarded).toEqual([]);
    expect(await roomProfile(room._id)).toBeUndefined();
  });

  it('with confirm sends the three commands of the phase, audited, and records the room profile', async () => {
    await report(t, c, ids.veg, 'day');
    const room = await crop.room({ name: 'Flower Room A', deviceIds: [ids.veg] });
    const response = await apply(staff, room._id, { profileId: profile._id, confirm: true });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ApplyProfileAnswer>();
    expect(answer.applied).toBe(true);
    expect(answer.devices[0]!.commands.map((cmd) => [cmd.from, cmd.to, cmd.result, cmd.error])).toEqual([
      ['22,27', '24,28', 'ok', null],
      ['50,65', '50,60', 'ok', null],
      ['800,1200', '900,1200', 'ok', null],
    ]);
    expect(c.calls).toEqual([
      `${ids.veg} setTemperatureThreshold(24,28)`,
      `${ids.veg} setHumidityThreshold(50,60)`,
      `${ids.veg} setCO2Threshold(900,1200)`,
    ]);
    expect(await roomProfile(room._id)).toMatchObject({
      profile_id: profile._id,
      applied_by_id: staff.user._id,
      written: JSON.stringify({ [ids.veg]: 'day' }),
    });
    const log = await crop.call(staff, 'GET', `/api/device/${ids.veg}/commands`);
    expect(log.json<{ functionName: string }[]>().map((entry) => entry.functionName)).toEqual(
      expect.arrayContaining(THRESHOLD_COMMANDS),
    );
    const entries = (await storedEntries(t)).filter((entry) => entry.entityId === room._id);
    expect(entries.map((entry) => entry.summary)).toContain(
      'Room "Flower Room A": climate profile "Flower early" applied',
    );
  });

  it('reports an offline controller failed and records no phase written for it', async () => {
    await report(t, c, ids.veg, 'day');
    const room = await crop.room({ deviceIds: [ids.veg, ids.clone] });
    const response = await apply(staff, room._id, { profileId: profile._id, confirm: true });
    expect(response.statusCode, response.body).toBe(200);
    const byDevice = new Map(response.json<ApplyProfileAnswer>().devices.map((d) => [d.deviceId, d]));
    expect(byDevice.get(ids.veg)!.commands.every((cmd) => cmd.result === 'ok')).toBe(true);
    const offline = byDevice.get(ids.clone)!;
    expect(offline.phase).toBeNull();
    expect(offline.commands.map((cmd) => [cmd.result, cmd.error])).toEqual([
      ['failed', 'offline'],
      ['failed', 'offline'],
      ['failed', 'offline'],
    ]);
    expect(JSON.parse((await roomProfile(room._id))!.written)).toEqual({ [ids.veg]: 'day' });
  });

  it('refuses a room without a controller (409), unknown rooms and profiles (404) and plain users (403)', async () => {
    const bare = await crop.room({ deviceIds: [ids.soil] });
    const none = await apply(staff, bare._id, { profileId: profile._id, confirm: true });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'rooms.no_controller' });
    const room = await crop.room({ deviceIds: [ids.veg] });
    const noRoom = await apply(staff, MISSING, { profileId: profile._id });
    expect([noRoom.statusCode, noRoom.json<{ code: string }>().code]).toEqual([404, 'rooms.not_found']);
    const noProfile = await apply(staff, room._id, { profileId: MISSING });
    expect([noProfile.statusCode, noProfile.json<{ code: string }>().code]).toEqual([
      404,
      'climate_profiles.not_found',
    ]);
    const plain = await apply(member, room._id, { profileId: profile._id, confirm: true });
    expect(plain.statusCode).toBe(403);
    const invalid = await apply(staff, room._id, { profileId: profile._id, confirm: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect(c.calls).toEqual([]);
  });

  it("is what an automation's profile action does: applied at once in the actor's name", async () => {
    await report(t, c, ids.veg, 'night');
    const room = await crop.room({ deviceIds: [ids.veg] });
    const actor = { id: staff.user._id, role: staff.user.role };
    const answer = await t.services.climateProfiles.applyProfile(actor, room._id, profile._id);
    expect(answer.applied).toBe(true);
    expect(c.calls).toEqual([
      `${ids.veg} setTemperatureThreshold(19,22)`,
      `${ids.veg} setHumidityThreshold(45,55)`,
      `${ids.veg} setCO2Threshold(400,600)`,
    ]);
  });
});
