import type { ClimateProfile } from '@canopy/shared/schemas/automations';
import { describe, expect, it } from 'vitest';
import { storedEntries } from '../../../testing/audit-entries.ts';
import { cropSuite, STAFF_AND_MEMBER } from '../../../testing/crop-fixtures.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';
import { flowerBody, limits } from '../../../testing/climate-profile-fixtures.ts';

const NOW = '2026-04-20T09:00:00.000Z';
const MISSING = '0190f000-0000-7000-8000-000000000000';

describe.each(DIALECTS)('climate profile routes on %s', (dialect) => {
  const { t, staff, member, crop } = cropSuite(dialect, STAFF_AND_MEMBER, { at: NOW, staff: 'staff' });

  const create = async (body: object = flowerBody()) => {
    const response = await crop.call(staff, 'POST', '/api/climate-profiles', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ClimateProfile>();
  };
  const details = (body: string) => (JSON.parse(body) as { details: { path: string }[] }).details;
  const profileEntries = async () =>
    (await storedEntries(t)).filter((entry) => entry.entity === 'climate_profile');

  it('creates, lists by stage then name, reads, replaces and deletes a profile, auditing each write', async () => {
    const flower = await create();
    expect(flower).toMatchObject({ ...flowerBody(), createdAt: NOW, updatedAt: NOW });
    // Entries are read in time order: one instant would leave two creates in the order of their ids.
    t.clock.advance(1_000);
    const veg = await create({ ...flowerBody('Veg'), stage: 'veg' });
    const list = await crop.call(member, 'GET', '/api/climate-profiles');
    expect(list.statusCode).toBe(200);
    expect(list.json<ClimateProfile[]>().map((p) => p.name)).toEqual(['Veg', 'Flower early']);
    expect((await crop.call(member, 'GET', `/api/climate-profiles/${flower._id}`)).json()).toEqual(flower);

    t.clock.advance(60_000);
    const body = { ...flowerBody('Flower late'), night: limits([18, 21], [40, 50], [400, 500]) };
    const put = await crop.call(staff, 'PUT', `/api/climate-profiles/${flower._id}`, body);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ ...body, createdAt: NOW, updatedAt: '2026-04-20T09:01:01.000Z' });

    t.clock.advance(1_000);
    const removed = await crop.call(staff, 'DELETE', `/api/climate-profiles/${veg._id}`);
    expect(removed.statusCode).toBe(204);
    expect((await crop.call(member, 'GET', `/api/climate-profiles/${veg._id}`)).statusCode).toBe(404);

    const entries = await profileEntries();
    expect(entries.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['create', flower._id],
      ['create', veg._id],
      ['update', flower._id],
      ['delete', veg._id],
    ]);
    expect(Object.keys(entries[2]!.changes).sort()).toEqual(['name', 'night']);
    expect(entries[2]).toMatchObject({
      actorId: staff.user._id,
      summary: 'Climate profile "Flower late" changed',
    });
  });

  it('refuses min above max and an unknown stage with 400 and the fields in details', async () => {
    const body = flowerBody();
    const response = await crop.call(staff, 'POST', '/api/climate-profiles', {
      ...body,
      stage: 'bloom',
      night: { ...body.night, co2: { min: 800, max: 600 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.failed' });
    expect(
      details(response.body)
        .map((d) => d.path)
        .sort(),
    ).toEqual(['body.night.co2.min', 'body.stage']);
    expect(await profileEntries()).toEqual([]);
  });

  it('answers 404 climate_profiles.not_found for an unknown profile on read, replace and delete', async () => {
    for (const [method, payload] of [['GET'], ['PUT', flowerBody()], ['DELETE']] as const) {
      const response = await crop.call(staff, method, `/api/climate-profiles/${MISSING}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'climate_profiles.not_found' });
    }
  });

  it('lets a plain user read but not write (403), and nobody without a token (401)', async () => {
    const profile = await create();
    const writes = [
      ['POST', '/api/climate-profiles', flowerBody()],
      ['PUT', `/api/climate-profiles/${profile._id}`, flowerBody('Other')],
      ['DELETE', `/api/climate-profiles/${profile._id}`, undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      const response = await crop.call(member, method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'auth.forbidden' });
    }
    expect((await crop.call(null, 'GET', '/api/climate-profiles')).statusCode).toBe(401);
    expect((await crop.call(member, 'GET', `/api/climate-profiles/${profile._id}`)).json()).toEqual(profile);
  });

  it('refuses to delete a profile applied to a room or named by an automation (409, naming where)', async () => {
    const profile = await create();
    const room = await crop.room({ name: 'Flower Room A' });
    const db = t.database.db;
    await db
      .insertInto('room_profiles')
      .values({
        room_id: room._id,
        profile_id: profile._id,
        applied_at: NOW,
        applied_by_id: null,
        written: '{}',
      })
      .execute();
    await db
      .insertInto('automations')
      .values({
        id: MISSING,
        name: 'Flip at flower',
        enabled: 1,
        trigger: JSON.stringify({ type: 'stage', roomId: room._id, stage: 'flower' }),
        conditions: '[]',
        actions: JSON.stringify([{ type: 'profile', profileId: profile._id, roomId: room._id }]),
        cooldown_minutes: 5,
        created_by_id: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    const refused = await crop.call(staff, 'DELETE', `/api/climate-profiles/${profile._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'climate_profiles.in_use',
      details: [
        { path: 'rooms', message: 'Flower Room A' },
        { path: 'automations', message: 'Flip at flower' },
      ],
    });
    await db.deleteFrom('room_profiles').execute();
    const stillNamed = await crop.call(staff, 'DELETE', `/api/climate-profiles/${profile._id}`);
    expect(stillNamed.json()).toMatchObject({
      details: [{ path: 'automations', message: 'Flip at flower' }],
    });
    await db.deleteFrom('automations').execute();
    expect((await crop.call(staff, 'DELETE', `/api/climate-profiles/${profile._id}`)).statusCode).toBe(204);
  });
});
