import { DAY_OF_STAGE_CASES } from '@canopy/shared/site-days.fixtures';
import type { Run } from '@canopy/shared/schemas/runs';
import { describe, expect, it } from 'vitest';
import { storedEntries } from '../../testing/audit-entries.ts';
import { cropSuite } from '../../testing/crop-fixtures.ts';
import { ONE_OF_EACH_ROLE } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { sortedDetailPaths } from '../../testing/validation-details.ts';

describe.each(DIALECTS)('site routes and day of stage on %s', (dialect) => {
  const { t, admin, superuser, member, crop } = cropSuite(dialect, ONE_OF_EACH_ROLE, { staff: 'admin' });

  const setZone = async (timeZone: string) => {
    const response = await crop.call(admin, 'PUT', '/api/site', { name: 'Farm', timeZone });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('answers the defaults before an admin saves the site', async () => {
    const response = await crop.call(member, 'GET', '/api/site');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ timeZone: 'Asia/Jerusalem', weightUnit: 'g', updatedAt: null });
    expect((await crop.call(null, 'GET', '/api/site')).statusCode).toBe(401);
  });

  it('lets only an admin save it, refuses an unknown zone with details, and audits the change', async () => {
    const body = { name: 'North farm', timeZone: 'Europe/London', weightUnit: 'kg' };
    expect((await crop.call(superuser, 'PUT', '/api/site', body)).statusCode).toBe(403);
    expect((await crop.call(member, 'PUT', '/api/site', body)).statusCode).toBe(403);
    const bad = await crop.call(admin, 'PUT', '/api/site', { ...body, timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'site.invalid_time_zone', details: [{ path: 'timeZone' }] });
    const invalid = await crop.call(admin, 'PUT', '/api/site', { name: '', weightUnit: 'stone' });
    expect(sortedDetailPaths(invalid)).toEqual(['body.name', 'body.weightUnit']);
    const saved = await crop.call(admin, 'PUT', '/api/site', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'North farm', timeZone: 'Europe/London', weightUnit: 'kg' });
    expect((await crop.call(member, 'GET', '/api/site')).json()).toMatchObject({ timeZone: 'Europe/London' });
    const entries = (await storedEntries(t)).filter((entry) => entry.entity === 'site');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'update', actorId: admin.user._id });
    expect(entries[0]!.changes.timeZone).toEqual(['Asia/Jerusalem', 'Europe/London']);
  });

  it('gives every fixture case its calendar day through the API', async () => {
    const strainId = await crop.strain();
    const roomId = (await crop.room())._id;
    for (const fixture of DAY_OF_STAGE_CASES) {
      // The run starts at the event (never in the future), then the clock moves to the case's "now".
      t.clock.set(Math.max(Date.parse(fixture.startedAt), Date.parse(fixture.now)));
      await setZone(fixture.timeZone);
      const run = await crop.run({
        startedAt: fixture.startedAt,
        groups: [{ strainId, plantCount: 1, roomId, stage: 'flower' }],
      });
      t.clock.set(fixture.now);
      const read = await crop.getRun(run._id);
      expect(read.groups[0]!.dayOfStage, fixture.name).toBe(fixture.day);
    }
  });

  it('changes the day where the calendar says so when the site zone changes', async () => {
    const strainId = await crop.strain();
    const roomId = (await crop.room())._id;
    t.clock.set('2026-05-01T23:00:00.000Z');
    await setZone('UTC');
    const run = await crop.run({
      startedAt: '2026-05-01T00:00:00.000Z',
      groups: [{ strainId, plantCount: 1, roomId, stage: 'veg' }],
    });
    const day = async () => (await crop.getRun(run._id)).groups[0]!.dayOfStage;
    expect(await day()).toBe(1);
    await setZone('Pacific/Kiritimati');
    expect(await day()).toBe(2);
    await setZone('Pacific/Honolulu');
    // 2026-04-30 14:00 to 2026-05-01 13:00 in Honolulu.
    expect(await day()).toBe(2);
    t.clock.set('2026-05-01T09:00:00.000Z');
    expect(await day()).toBe(1);
    await setZone('Pacific/Kiritimati');
    expect(await day()).toBe(1);
    const rooms = (await crop.call(member, 'GET', '/api/rooms')).json<{ groups: Run['groups'] }[]>();
    expect(rooms[0]!.groups[0]!.dayOfStage).toBe(1);
  });
});
