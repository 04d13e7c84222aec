import type { ClimateProfile } from '@canopy/shared/schemas/automations';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  flowerBody,
  report,
  startRecordingCloud,
  type SentCalls,
} from '../../../testing/climate-profile-fixtures.ts';
import { cropFixtures } from '../../../testing/crop-fixtures.ts';
import { ids, type TestCloud } from '../../../testing/device-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../testing/test-app.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';

describe.each(DIALECTS)('the profile-phases job on %s', (dialect) => {
  let t: TestContext;
  let c: TestCloud & SentCalls;
  let staff: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  let roomId: string;

  beforeEach(async () => {
    c = await startRecordingCloud();
    t = await createTestContext(dialect, { deviceCloud: c.cloud });
    staff = await t.createUser('superuser');
    crop = cropFixtures(t, staff);
    await t.services.deviceSync.poll();
    const profile = (
      await crop.call(staff, 'POST', '/api/climate-profiles', flowerBody())
    ).json<ClimateProfile>();
    await report(t, c, ids.veg, 'day');
    roomId = (await crop.room({ deviceIds: [ids.veg] }))._id;
    const applied = await crop.call(staff, 'POST', `/api/rooms/${roomId}/apply-profile`, {
      profileId: profile._id,
      confirm: true,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    c.calls.length = 0;
  });
  afterEach(async () => {
    await t.close();
    await c.sim.close();
  });

  const pass = () => t.services.climateProfiles.phases.run();
  const written = async () =>
    JSON.parse(
      (
        await t.database.db
          .selectFrom('room_profiles')
          .select('written')
          .where('room_id', '=', roomId)
          .executeTakeFirstOrThrow()
      ).written,
    ) as Record<string, string>;

  it('is a registered job', () => {
    expect(t.services.jobs.names()).toContain('profile-phases');
  });

  it('writes the night limits once when the controller flips to night, and not again on the next pass', async () => {
    expect(await pass()).toBe(0);
    expect(c.calls).toEqual([]);

    t.clock.advance(60_000);
    await report(t, c, ids.veg, 'night');
    expect(await pass()).toBe(1);
    expect(c.calls).toEqual([
      `${ids.veg} setTemperatureThreshold(19,22)`,
      `${ids.veg} setHumidityThreshold(45,55)`,
      `${ids.veg} setCO2Threshold(400,600)`,
    ]);
    expect(await written()).toEqual({ [ids.veg]: 'night' });

    t.clock.advance(60_000);
    await report(t, c, ids.veg, 'night');
    expect(await pass()).toBe(0);
    expect(c.calls).toHaveLength(3);
    // Its command log names whoever applied the profile.
    const log = await crop.call(staff, 'GET', `/api/device/${ids.veg}/commands`);
    const newest = log.json<{ userId: string; functionName: string }[]>().slice(0, 3);
    expect(newest.map((entry) => entry.userId)).toEqual([staff.user._id, staff.user._id, staff.user._id]);
  });

  it('skips a room whose profile was applied by someone no longer staff, and one offline', async () => {
    await t.database.db.updateTable('users').set({ role: 'user' }).where('id', '=', staff.user._id).execute();
    t.clock.advance(60_000);
    await report(t, c, ids.veg, 'night');
    expect(await pass()).toBe(0);
    expect(c.calls).toEqual([]);
    expect(await written()).toEqual({ [ids.veg]: 'day' });

    await t.database.db
      .updateTable('users')
      .set({ role: 'superuser' })
      .where('id', '=', staff.user._id)
      .execute();
    // Past the controller's online window with no reading: not tried until it reports again.
    t.clock.advance(60 * 60_000);
    expect(await pass()).toBe(0);
    expect(c.calls).toEqual([]);
  });
});
