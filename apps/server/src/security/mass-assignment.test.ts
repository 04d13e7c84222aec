import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, startTestCloud, type TestCloud } from '../testing/device-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../testing/test-app.ts';
import { DIALECTS } from '../testing/test-databases.ts';

/** Fields a caller must not be able to set, and arguments that must never reach a device. */
describe.each(DIALECTS)('mass assignment and field rules on %s', (dialect) => {
  let t: TestContext;
  let cloud: TestCloud;
  let member: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    cloud = await startTestCloud();
    t = await createTestContext(dialect, { deviceCloud: cloud.cloud });
    member = await t.createUser('user', 'member@example.test');
    admin = await t.createUser('admin');
    await t.app.inject({ method: 'POST', url: '/api/devices/refresh', headers: admin.auth });
  });
  afterAll(async () => {
    await t.close();
    await cloud.sim.close();
  });

  const call = (who: TestUser, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: who.auth, payload });

  it('a user cannot raise their own role, with or without the current password', async () => {
    for (const body of [{ role: 'admin' }, { role: 'admin', currentPassword: member.password }]) {
      const response = await call(member, 'PUT', `/api/users/${member.user._id}`, body);
      expect(response.statusCode).toBe(403);
    }
    const me = await t.app.inject({ url: '/api/auth/me', headers: member.auth });
    expect(me.json()).toMatchObject({ role: 'user' });
  });

  it('bug and task authors come from the token, whatever the body says', async () => {
    const forged = {
      createdBy: { id: admin.user._id, login: 'admin', displayName: 'Admin' },
      login: 'admin',
      displayName: 'Boss',
    };
    const bug = await call(member, 'POST', '/api/bugs', { description: 'Leak', ...forged });
    const task = await call(member, 'POST', '/api/tasks', { description: 'Fix leak', ...forged });
    for (const response of [bug, task]) {
      expect(response.statusCode).toBe(201);
      expect(response.json<{ createdBy: { id: string } }>().createdBy.id).toBe(member.user._id);
    }
    const comment = await call(member, 'POST', `/api/bugs/${bug.json<{ _id: string }>()._id}/comments`, {
      text: 'Mine',
      author: 'admin',
      createdBy: forged.createdBy,
    });
    expect(JSON.stringify(comment.json())).not.toContain('"Boss"');
  });

  it('ids and dates are the server’s, not the body’s', async () => {
    const news = await call(admin, 'POST', '/api/news', {
      title: 'Hello',
      body: 'Text',
      _id: 'chosen-id',
      shortId: 'X1',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(news.statusCode).toBe(201);
    expect(news.json()).not.toMatchObject({ _id: 'chosen-id' });
    expect(news.json<{ createdAt: string }>().createdAt.startsWith('2000')).toBe(false);
    const bug = await call(member, 'POST', '/api/bugs', {
      description: 'Dates',
      createdAt: '2000-01-01T00:00:00.000Z',
      status: 'closed',
    });
    expect(bug.json()).toMatchObject({ status: 'open' });
    expect(bug.json<{ createdAt: string }>().createdAt.startsWith('2000')).toBe(false);
  });

  it('refuses foreign image URLs and unknown file ids in bodies', async () => {
    const strain = await call(admin, 'POST', '/api/admin/strains', {
      name: 'Foreign',
      slug: 'foreign',
      images: [{ publicId: 'https://evil.example/x.png' }],
    });
    expect(strain.statusCode).toBe(400);
    const news = await call(admin, 'POST', '/api/news', {
      title: 'T',
      body: 'B',
      imagePublicIds: ['0'.repeat(32)],
    });
    expect([news.statusCode, news.json<{ code: string }>().code]).toEqual([400, 'files.unknown_reference']);
  });

  it('never forwards an unknown function, an over-long or a malformed argument', async () => {
    const forwardedBefore = cloud.forwarded.length;
    const bad = [
      { functionName: 'selfDestruct', arg: '' },
      { functionName: 'getReadings; rm -rf /', arg: '' },
      { functionName: 'toggleSocket', arg: 'x'.repeat(700) },
      { functionName: 'toggleSocket', arg: '9,on' },
      { functionName: 'toggleSocket', arg: '1,explode' },
      { functionName: 'setTemperatureThreshold', arg: '30,10' },
      { functionName: 'setTemperatureThreshold', arg: 'abc' },
      { functionName: 'setVPDType', arg: 'plasma' },
      { functionName: 'setDisplayInterval', arg: '0' },
      { functionName: 'setServerInterval', arg: '1441' },
      { functionName: 'factoryReset', arg: 'maybe' },
    ];
    for (const body of bad) {
      const response = await call(admin, 'POST', `/api/device/${ids.veg}/callFunction`, body);
      expect([body, response.statusCode]).toEqual([body, 400]);
    }
    expect(cloud.forwarded.length).toBe(forwardedBefore);
  });
});
