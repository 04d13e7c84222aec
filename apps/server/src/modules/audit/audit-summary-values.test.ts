import type { AuditPage } from '@canopy/shared/schemas/audit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

describe.each(DIALECTS)('what an audit summary is made of, on %s', (dialect) => {
  let t: TestContext;
  let admin: TestUser;

  beforeEach(async () => {
    t = await createTestContext(dialect);
    admin = await t.createUser('admin', 'admin@canopy.local');
  });
  afterEach(() => t.close());

  const entries = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers: admin.auth })).json<AuditPage>()
      .items;

  it('gives the event and values of a login beside its English summary', async () => {
    const login = (await entries('?entity=user')).find((entry) => entry.action === 'login');
    expect(login).toMatchObject({
      action: 'login',
      entity: 'user',
      actor: { email: 'admin@canopy.local' },
      summary: 'admin@canopy.local logged in',
      summaryEvent: 'login',
      summaryValues: { email: 'admin@canopy.local' },
    });
  });

  it('names why a login failed as a value, not as English words', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@canopy.local', password: 'not the password' },
    });
    const failed = (await entries('?entity=user')).find((entry) => entry.action === 'login_failed');
    expect(failed).toMatchObject({
      summary: 'Failed login for admin@canopy.local: wrong password',
      summaryEvent: 'login_failed',
      summaryValues: { email: 'admin@canopy.local', reason: 'wrong_password' },
    });
  });

  it('lists the changed fields of a user as values', async () => {
    const member = await t.createUser('user', 'ann@example.test');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.user._id}`,
      headers: admin.auth,
      payload: { role: 'superuser' },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const [updated] = (await entries('?entity=user')).filter((entry) => entry.action === 'update');
    expect(updated).toMatchObject({
      summaryEvent: 'updated',
      summaryValues: { email: 'ann@example.test', fields: ['role'] },
    });
  });
});
