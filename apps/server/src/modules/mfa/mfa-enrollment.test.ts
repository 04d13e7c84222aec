import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, codeNow, enrolMfa, passwordStep, secondStep } from '../../testing/mfa-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

/** Calls a session waiting for enrolment may make, and some it may not. */
const OPEN = [
  ['GET', '/api/auth/me'],
  ['GET', '/api/me/mfa'],
] as const;
const CLOSED = [
  ['GET', '/api/admin/users'],
  ['GET', '/api/devices/active'],
  ['GET', '/api/bugs'],
  ['GET', '/api/tasks'],
] as const;

describe.each(DIALECTS)('MFA_REQUIRED_ROLES on %s', (dialect) => {
  let t: TestContext;
  let admin: TestUser;
  let member: TestUser;
  beforeEach(async () => {
    t = await createTestContext(dialect, { mfaRequiredRoles: ['admin', 'superuser'] });
    admin = await t.createUser('admin', 'boss@example.test');
    member = await t.createUser('user', 'member@example.test');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
    t.app.inject({ method, url, headers });

  async function expectEnrolmentOnly(headers: Record<string, string>) {
    for (const [method, url] of OPEN) expect((await call(method, url, headers)).statusCode, url).toBe(200);
    for (const [method, url] of CLOSED) {
      const response = await call(method, url, headers);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'auth.mfa_enrollment_required' });
    }
  }

  it('logs such a user in to a session that may only enrol, and says so', async () => {
    const { status, body } = await passwordStep(t, admin);
    expect(status).toBe(200);
    expect(body).toEqual({ token: expect.any(String), mfaEnrollmentRequired: true });
    const headers = bearer(body.token ?? '');
    await expectEnrolmentOnly(headers);
    // A public page still answers, as it would anyone: staff-only parts stay hidden.
    expect((await call('GET', '/api/news', headers)).statusCode).toBe(200);
    // Changing the own password is closed too, since it would open a session without the flag.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.user._id}`,
      headers,
      payload: { password: 'another-long-password', currentPassword: admin.password },
    });
    expect(put.statusCode).toBe(403);
  });

  it('opens everything on the same session once enrolled; later logins ask for the code', async () => {
    const { body } = await passwordStep(t, admin);
    const headers = bearer(body.token ?? '');
    const { secret } = await enrolMfa(t, { auth: headers });
    for (const [method, url] of CLOSED) expect((await call(method, url, headers)).statusCode, url).toBe(200);

    t.clock.advance(30_000);
    const next = await passwordStep(t, admin);
    expect(next.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    const mfaToken = next.body.mfaToken ?? '';
    const done = await secondStep(t, { mfaToken, code: await codeNow(t, secret) });
    expect(done.json()).toEqual({ token: expect.any(String) });
    const session = bearer(done.json<{ token: string }>().token);
    expect((await call('GET', '/api/admin/users', session)).statusCode).toBe(200);
  });

  it('lets the waiting session log out', async () => {
    const { body } = await passwordStep(t, admin);
    const headers = bearer(body.token ?? '');
    expect((await call('POST', '/api/auth/logout', headers)).statusCode).toBe(204);
    expect((await call('GET', '/api/auth/me', headers)).statusCode).toBe(401);
  });

  it('gives a role that is not listed an ordinary session', async () => {
    const { body } = await passwordStep(t, member);
    expect(body).toEqual({ token: expect.any(String) });
    expect((await call('GET', '/api/bugs', bearer(body.token ?? ''))).statusCode).toBe(200);
  });

  it('sends the sessions of such a user back to enrolment when their second factor goes', async () => {
    const superuser = await t.createUser('superuser');
    const { body } = await passwordStep(t, superuser);
    const headers = bearer(body.token ?? '');
    await enrolMfa(t, { auth: headers });
    expect((await call('GET', '/api/bugs', headers)).statusCode).toBe(200);

    // The admin enrols too (their role requires it) before resetting the superuser's.
    const adminLogin = await passwordStep(t, admin);
    const adminHeaders = bearer(adminLogin.body.token ?? '');
    const adminFactor = await enrolMfa(t, { auth: adminHeaders });
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${superuser.user._id}/mfa`,
      headers: adminHeaders,
    });
    expect(reset.statusCode).toBe(204);
    await expectEnrolmentOnly(headers);
    expect((await passwordStep(t, superuser)).body).toEqual({
      token: expect.any(String),
      mfaEnrollmentRequired: true,
    });

    // Turning one's own off does the same to one's own sessions.
    t.clock.advance(30_000);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/me/mfa/disable',
      headers: adminHeaders,
      payload: { password: admin.password, code: await codeNow(t, adminFactor.secret) },
    });
    expect(off.statusCode).toBe(204);
    await expectEnrolmentOnly(adminHeaders);
  });
});
