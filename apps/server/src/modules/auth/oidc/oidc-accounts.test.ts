import { afterEach, describe, expect, it } from 'vitest';
import { storedEntries } from '../../../testing/audit-entries.ts';
import { enrolMfa, passwordStep } from '../../../testing/mfa-fixtures.ts';
import { countRows } from '../../../testing/row-count.ts';
import { EMERGENCY_ADMIN, oidcOverrides, ssoLogin } from '../../../testing/oidc-fixtures.ts';
import { oidcProviderSuite } from '../../../testing/oidc-provider-suite.ts';
import { createTestContext, type TestContext } from '../../../testing/test-app.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';

describe.each(DIALECTS)('single sign-on accounts on %s', (dialect) => {
  const idp = oidcProviderSuite({});
  let t: TestContext;
  afterEach(async () => t.close());

  const me = async (token: string) =>
    t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const tokenOf = async (username: string) => {
    const answer = await ssoLogin(t, username);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ token: string }>().token;
  };
  const roleOf = async (email: string) =>
    (await t.database.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirst())
      ?.role;

  it('refuses a person outside OIDC_ALLOWED_GROUPS with 403 auth.oidc_not_allowed, creating nothing', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer, { allowedGroups: ['canopy'] }));
    idp.setAccount('out', { email: 'out@example.test', email_verified: true, groups: ['accounting'] });
    idp.setAccount('nogroups', { email: 'nogroups@example.test', email_verified: true });
    for (const username of ['out', 'nogroups']) {
      const answer = await ssoLogin(t, username);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'auth.oidc_not_allowed' });
    }
    expect(await countRows(t.database.db, 'users')).toBe(0);
    expect(await countRows(t.database.db, 'oidc_identities')).toBe(0);
    expect(await countRows(t.database.db, 'sessions')).toBe(0);

    idp.setAccount('in', { email: 'in@example.test', email_verified: true, groups: ['canopy', 'growers'] });
    expect((await me(await tokenOf('in'))).json()).toMatchObject({ role: 'superuser' });
  });

  it('gives role user when the groups claim is missing, without an error', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    idp.setAccount('plain', { email: 'plain@example.test', email_verified: true });
    expect((await me(await tokenOf('plain'))).json()).toMatchObject({
      email: 'plain@example.test',
      role: 'user',
    });
  });

  it('follows the groups at the next login; a lowered role ends the other sessions', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    idp.setAccount('cyd', { email: 'cyd@example.test', email_verified: true, groups: ['admins'] });
    const adminToken = await tokenOf('cyd');
    expect((await me(adminToken)).json()).toMatchObject({ role: 'admin' });

    idp.setAccount('cyd', { email: 'cyd@example.test', email_verified: true, groups: ['growers'] });
    const lowered = await tokenOf('cyd');
    expect((await me(lowered)).json()).toMatchObject({ role: 'superuser' });
    expect((await me(adminToken)).statusCode).toBe(401);

    const changes = (await storedEntries(t, 'update')).filter((entry) => entry.summary.includes('Role of'));
    expect(changes).toHaveLength(1);
    expect(changes[0]?.changes).toEqual({ role: ['admin', 'superuser'] });

    // The same groups again: no change, and the session just opened stays.
    await tokenOf('cyd');
    expect((await me(lowered)).statusCode).toBe(200);

    idp.setAccount('cyd', { email: 'cyd@example.test', email_verified: true, groups: [] });
    await tokenOf('cyd');
    expect(await roleOf('cyd@example.test')).toBe('user');

    // Ended, not only out of step with the role: raised back to admin, the old admin session stays dead.
    idp.setAccount('cyd', { email: 'cyd@example.test', email_verified: true, groups: ['admins'] });
    const raised = await tokenOf('cyd');
    expect((await me(raised)).json()).toMatchObject({ role: 'admin' });
    expect((await me(adminToken)).statusCode).toBe(401);
  });

  it('refuses a person removed from the allowed groups, leaving the account, with no session', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer, { allowedGroups: ['canopy'] }));
    idp.setAccount('dee', { email: 'dee@example.test', email_verified: true, groups: ['canopy'] });
    await tokenOf('dee');
    idp.setAccount('dee', { email: 'dee@example.test', email_verified: true, groups: ['former'] });
    const sessionsBefore = await countRows(t.database.db, 'sessions');
    const answer = await ssoLogin(t, 'dee');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'auth.oidc_not_allowed' });
    expect(await countRows(t.database.db, 'users')).toBe(1);
    expect(await countRows(t.database.db, 'sessions')).toBe(sessionsBefore);
  });

  it('never links an existing account by an unverified e-mail', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    const local = await t.createUser('user', 'eve@example.test');
    idp.setAccount('eve-unverified', {
      email: 'EVE@example.test',
      email_verified: false,
      groups: ['admins'],
    });
    const answer = await ssoLogin(t, 'eve-unverified');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'auth.oidc_email_unverified' });
    expect(await countRows(t.database.db, 'users')).toBe(1);
    expect(await countRows(t.database.db, 'oidc_identities')).toBe(0);
    expect(await roleOf('eve@example.test')).toBe('user');
    expect(local.user.email).toBe('eve@example.test');
  });

  it('links an existing account by a verified e-mail: no second account, its role from the groups', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    const local = await t.createUser('user', 'fay@example.test');
    idp.setAccount('fay-sub', { email: 'Fay@Example.test', email_verified: true, groups: ['growers'] });
    const token = await tokenOf('fay-sub');
    expect((await me(token)).json()).toMatchObject({ _id: local.user._id, role: 'superuser' });
    expect(await countRows(t.database.db, 'users')).toBe(1);
    // Linked by subject from now on: a changed address at the provider still reaches the same account.
    idp.setAccount('fay-sub', { email: 'fay.new@example.test', email_verified: true, groups: ['growers'] });
    expect((await me(await tokenOf('fay-sub'))).json()).toMatchObject({ _id: local.user._id });
    // Its password still works: linking takes nothing away.
    expect(await t.login('fay@example.test', local.password)).toBeTruthy();
  });

  it('creates an account without a usable password for a new person with an unverified e-mail nobody has', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    idp.setAccount('gus', { email: 'gus@example.test', email_verified: false });
    expect((await me(await tokenOf('gus'))).json()).toMatchObject({
      email: 'gus@example.test',
      role: 'user',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'gus@example.test', password: '!sso-no-password' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a person without an e-mail with 401 auth.oidc_failed, creating nothing', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    idp.setAccount('anon', { groups: ['admins'] });
    const answer = await ssoLogin(t, 'anon');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'auth.oidc_failed' });
    expect(await countRows(t.database.db, 'users')).toBe(0);
  });

  it("never asks for Canopy's own second factor or its enrolment: the provider is responsible", async () => {
    t = await createTestContext(dialect, {
      ...oidcOverrides(idp.issuer),
      mfaRequiredRoles: ['admin', 'superuser', 'user'],
    });
    const local = await t.createUser('user', 'ivy@example.test');
    await enrolMfa(t, local);
    // The password login of the same account does ask for the code.
    expect((await passwordStep(t, local)).body).toMatchObject({ mfaRequired: true });
    idp.setAccount('ivy', { email: 'ivy@example.test', email_verified: true });
    idp.setAccount('jon', { email: 'jon@example.test', email_verified: true, groups: ['admins'] });
    for (const username of ['ivy', 'jon']) {
      const answer = await ssoLogin(t, username);
      expect(answer.statusCode).toBe(200);
      expect(Object.keys(answer.json<object>())).toEqual(['token']);
      // A full session, not one held to enrolment.
      const users = await t.app.inject({
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${answer.json<{ token: string }>().token}` },
      });
      expect(users.statusCode).toBe(username === 'jon' ? 200 : 403);
    }
  });

  it("never changes the emergency admin's role", async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    await t.createUser('admin', EMERGENCY_ADMIN);
    idp.setAccount('root', { email: EMERGENCY_ADMIN, email_verified: true, groups: [] });
    expect((await me(await tokenOf('root'))).json()).toMatchObject({ role: 'admin' });
  });

  it('audits the account created, linked, the role changed and each login as single sign-on', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    const local = await t.createUser('user', 'hal@example.test');
    idp.setAccount('hal', { email: 'hal@example.test', email_verified: true, groups: ['admins'] });
    idp.setAccount('ida', { email: 'ida@example.test', email_verified: true });
    await tokenOf('hal');
    await tokenOf('ida');
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'summary_event', 'actor_email', 'entity_id'])
      .where('summary_event', 'like', 'sso_%')
      .execute();
    const ida = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ida@example.test')
      .executeTakeFirstOrThrow();
    // One instant on the fake clock: the entries are compared as a set.
    expect(rows).toHaveLength(5);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          action: 'update',
          summary_event: 'sso_linked',
          actor_email: 'hal@example.test',
          entity_id: local.user._id,
        },
        {
          action: 'update',
          summary_event: 'sso_role_changed',
          actor_email: 'hal@example.test',
          entity_id: local.user._id,
        },
        {
          action: 'login',
          summary_event: 'sso_login',
          actor_email: 'hal@example.test',
          entity_id: local.user._id,
        },
        {
          action: 'create',
          summary_event: 'sso_created',
          actor_email: 'ida@example.test',
          entity_id: ida.id,
        },
        { action: 'login', summary_event: 'sso_login', actor_email: 'ida@example.test', entity_id: ida.id },
      ]),
    );
  });
});
