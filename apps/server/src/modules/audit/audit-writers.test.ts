import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeNow, enrolMfa } from '../../testing/mfa-fixtures.ts';
import { ids, startTestCloud, type TestCloud } from '../../testing/device-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { storedEntries, writesOnly } from '../../testing/audit-entries.ts';

/** Every wired writer: one entry per write, in the caller's name, and none for a refused write. */
describe.each(DIALECTS)('audit writers on %s', (dialect) => {
  let t: TestContext;
  let cloud: TestCloud;
  let admin: TestUser;
  let member: TestUser;
  beforeEach(async () => {
    cloud = await startTestCloud();
    t = await createTestContext(dialect, { deviceCloud: cloud.cloud });
    admin = await t.createUser('admin', 'admin@example.test');
    member = await t.createUser('user', 'member@example.test');
  });
  afterEach(async () => {
    await t.close();
    await cloud.sim.close();
  });

  /** Each request a second after the last, so the entries it writes sort in the order they were made. */
  const call = (
    who: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    t.clock.advance(1000);
    return t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload && { payload }) });
  };
  const login = (email: string, password: string) => (t.clock.advance(1000), t.login(email, password));

  /** Entries written by `act`, logins left out unless asked for. */
  async function entriesOf(act: () => Promise<unknown>, withLogins = false) {
    const before = new Set((await storedEntries(t)).map((entry) => entry.id));
    await act();
    const after = (await storedEntries(t)).filter((entry) => !before.has(entry.id));
    return withLogins ? after : writesOnly(after);
  }

  describe('users', () => {
    it('logs a create, a role change, a password change (no values) and a delete', async () => {
      let id = '';
      const created = await entriesOf(async () => {
        const response = await call(admin, 'POST', '/api/admin/users', {
          email: 'new@example.test',
          password: 'new-person-password',
          role: 'user',
        });
        id = response.json<{ _id: string }>()._id;
      });
      expect(created).toEqual([
        expect.objectContaining({
          actorId: admin.user._id,
          actorEmail: 'admin@example.test',
          action: 'create',
          entity: 'user',
          entityId: id,
          changes: { email: [null, 'new@example.test'], role: [null, 'user'], password: [] },
        }),
      ]);

      const updated = await entriesOf(() =>
        call(admin, 'PUT', `/api/users/${id}`, { role: 'superuser', password: 'another-long-password' }),
      );
      expect(updated).toHaveLength(1);
      expect(updated[0]).toMatchObject({
        action: 'update',
        entityId: id,
        changes: { role: ['user', 'superuser'], password: [] },
      });
      expect(updated[0]!.changesText).not.toMatch(/argon2|another-long-password/);

      const deleted = await entriesOf(() => call(admin, 'DELETE', `/api/admin/users/${id}`));
      expect(deleted).toEqual([
        expect.objectContaining({
          action: 'delete',
          entityId: id,
          changes: { email: ['new@example.test', null], role: ['superuser', null], password: [] },
        }),
      ]);
    });

    it('logs nothing for refused writes (403, 400, 404, 409)', async () => {
      const entries = await entriesOf(async () => {
        expect((await call(member, 'PUT', `/api/users/${admin.user._id}`, { role: 'user' })).statusCode).toBe(
          403,
        );
        expect((await call(admin, 'POST', '/api/admin/users', { email: 'bad' })).statusCode).toBe(400);
        expect((await call(admin, 'DELETE', '/api/admin/users/nobody')).statusCode).toBe(404);
        expect((await call(admin, 'DELETE', `/api/admin/users/${admin.user._id}`)).statusCode).toBe(409);
        const taken = { email: 'member@example.test', password: 'long-enough-pass', role: 'user' };
        expect((await call(admin, 'POST', '/api/admin/users', taken)).statusCode).toBe(409);
      });
      expect(entries).toEqual([]);
    });
  });

  describe('auth', () => {
    it('logs a login, a failed login (actor null, the account and email named) and a logout', async () => {
      const entries = await entriesOf(async () => {
        const token = await login('member@example.test', member.password);
        await call(null, 'POST', '/api/auth/login', {
          email: 'Member@example.test',
          password: 'wrong-password-here',
        });
        await call(null, 'POST', '/api/auth/login', {
          email: 'ghost@example.test',
          password: 'wrong-password-here',
        });
        t.clock.advance(1000);
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { authorization: `Bearer ${token}` },
        });
      }, true);
      expect(entries.map((entry) => [entry.action, entry.actorId, entry.entity, entry.entityId])).toEqual([
        ['login', member.user._id, 'user', member.user._id],
        ['login_failed', null, 'user', member.user._id],
        ['login_failed', null, 'user', null],
        ['logout', member.user._id, 'session', expect.any(String)],
      ]);
      expect(entries[1]!.summary).toContain('member@example.test');
      expect(entries[2]!.summary).toContain('ghost@example.test');
      expect(JSON.stringify(entries)).not.toContain('wrong-password-here');
    });
  });

  describe('two-factor login', () => {
    it('logs enable, disable and an admin reset, never the secret or recovery codes', async () => {
      let secret = '';
      let recoveryCodes: string[] = [];
      t.clock.advance(1000);
      const enabled = await entriesOf(async () => ({ secret, recoveryCodes } = await enrolMfa(t, member)));
      expect(enabled).toEqual([
        expect.objectContaining({
          action: 'mfa_enable',
          actorId: member.user._id,
          changes: { mfaEnabled: [false, true] },
        }),
      ]);
      const stored = JSON.stringify(await storedEntries(t));
      expect(stored).not.toContain(secret);
      for (const code of recoveryCodes) expect(stored).not.toContain(code);

      t.clock.advance(60_000);
      const disabled = await entriesOf(async () => {
        const response = await call(member, 'POST', '/api/me/mfa/disable', {
          password: member.password,
          code: await codeNow(t, secret),
        });
        expect(response.statusCode).toBe(204);
      });
      expect(disabled).toEqual([
        expect.objectContaining({ action: 'mfa_disable', changes: { mfaEnabled: [true, false] } }),
      ]);

      t.clock.advance(60_000);
      await enrolMfa(t, member);
      const reset = await entriesOf(async () => {
        expect((await call(member, 'DELETE', `/api/admin/users/${admin.user._id}/mfa`)).statusCode).toBe(403);
        expect((await call(admin, 'DELETE', `/api/admin/users/${member.user._id}/mfa`)).statusCode).toBe(204);
      });
      expect(reset).toEqual([
        expect.objectContaining({
          action: 'mfa_reset',
          actorId: admin.user._id,
          entityId: member.user._id,
          changes: { mfaEnabled: [true, false] },
        }),
      ]);
    });
  });

  describe('sessions and API tokens', () => {
    it('logs ending a session and ending the others', async () => {
      const other = await login('member@example.test', member.password);
      const sessions = (await call(member, 'GET', '/api/me/sessions')).json<
        { _id: string; current: boolean }[]
      >();
      const target = sessions.find((session) => !session.current)!;
      const entries = await entriesOf(async () => {
        expect((await call(member, 'DELETE', '/api/me/sessions/nope')).statusCode).toBe(404);
        expect((await call(member, 'DELETE', `/api/me/sessions/${target._id}`)).statusCode).toBe(204);
        await login('member@example.test', member.password);
        await call(member, 'POST', '/api/me/sessions/revoke-others');
      });
      expect(other).toEqual(expect.any(String));
      expect(entries.map((entry) => [entry.action, entry.entity, entry.entityId, entry.actorId])).toEqual([
        ['revoke', 'session', target._id, member.user._id],
        ['revoke', 'session', null, member.user._id],
      ]);
    });

    it('logs a token created and revoked by its owner or an admin, never the token', async () => {
      let token = '';
      const created = await entriesOf(async () => {
        const response = await call(member, 'POST', '/api/me/tokens', {
          name: 'backup script',
          scope: 'read',
          expiresInDays: 30,
        });
        token = response.json<{ token: string }>().token;
      });
      expect(created).toEqual([
        expect.objectContaining({
          action: 'create',
          entity: 'api_token',
          actorId: member.user._id,
          changes: {
            name: [null, 'backup script'],
            scope: [null, 'read'],
            expiresAt: [null, expect.any(String)],
          },
        }),
      ]);
      expect(created[0]!.changesText).not.toContain(token);
      expect(JSON.stringify(await storedEntries(t))).not.toContain(token.slice(4));

      const second = (
        await call(member, 'POST', '/api/me/tokens', { name: 'two', scope: 'write', expiresInDays: 1 })
      ).json<{ _id: string }>();
      const revoked = await entriesOf(async () => {
        expect((await call(member, 'DELETE', `/api/me/tokens/${second._id}`)).statusCode).toBe(204);
        expect((await call(admin, 'DELETE', `/api/admin/tokens/${created[0]!.entityId}`)).statusCode).toBe(
          204,
        );
        expect((await call(admin, 'DELETE', '/api/admin/tokens/nope')).statusCode).toBe(404);
      });
      expect(revoked.map((entry) => [entry.action, entry.actorId, entry.entityId])).toEqual([
        ['revoke', member.user._id, second._id],
        ['revoke', admin.user._id, created[0]!.entityId],
      ]);
      expect(revoked[1]!.summary).toContain('member@example.test');
    });
  });

  describe('alert rules, notification settings and devices', () => {
    const rule = {
      name: 'Too hot',
      kind: 'threshold',
      deviceType: 'climate',
      metric: 'temperature',
      max: 30,
    };

    it('logs a rule created, changed and deleted with its fields', async () => {
      let id = '';
      const created = await entriesOf(async () => {
        const response = await call(admin, 'POST', '/api/alert-rules', rule);
        expect(response.statusCode, response.body).toBe(201);
        id = response.json<{ _id: string }>()._id;
      });
      expect(created[0]).toMatchObject({ action: 'create', entity: 'alert_rule', entityId: id });
      expect(created[0]!.changes).toMatchObject({ name: [null, 'Too hot'], max: [null, 30] });

      const updated = await entriesOf(() =>
        call(admin, 'PUT', `/api/alert-rules/${id}`, { ...rule, max: 32 }),
      );
      expect(updated).toEqual([expect.objectContaining({ action: 'update', changes: { max: [30, 32] } })]);
      const refused = await entriesOf(() =>
        call(member, 'PUT', `/api/alert-rules/${id}`, { ...rule, max: 40 }),
      );
      expect(refused).toEqual([]);
      const deleted = await entriesOf(() => call(admin, 'DELETE', `/api/alert-rules/${id}`));
      expect(deleted).toEqual([expect.objectContaining({ action: 'delete', entityId: id })]);
    });

    it('logs notification settings changes and nothing for an unchanged save', async () => {
      const current = (await call(member, 'GET', '/api/me/notifications')).json<Record<string, unknown>>();
      const body = {
        channels: { telegram: false, email: false, push: false },
        quietHours: { from: '22:00', to: '06:00' },
        minSeverity: 'critical',
        email: null,
        language: 'es',
      };
      const entries = await entriesOf(async () => {
        expect((await call(member, 'PUT', '/api/me/notifications', body)).statusCode).toBe(200);
        expect((await call(member, 'PUT', '/api/me/notifications', body)).statusCode).toBe(200);
      });
      expect(current).toBeDefined();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'update',
        entity: 'notification_settings',
        entityId: member.user._id,
        actorId: member.user._id,
      });
      expect(entries[0]!.changes).toMatchObject({
        quietFrom: [null, '22:00'],
        language: [expect.any(String), 'es'],
      });
    });

    it('logs a device rename and its alerts switched off, and nothing for an unknown device', async () => {
      await t.services.deviceSync.poll();
      const device = (await call(member, 'GET', `/api/devices/${ids.veg}`)).json<{ name: string }>();
      const entries = await entriesOf(async () => {
        expect(
          (await call(member, 'PUT', `/api/device/${ids.veg}/name`, { name: 'Veg Room 2' })).statusCode,
        ).toBe(200);
        expect(
          (await call(member, 'PATCH', `/api/device/${ids.veg}/alerts`, { alertsEnabled: false })).statusCode,
        ).toBe(200);
        expect(
          (await call(member, 'PUT', '/api/device/ffffffffffffffffffffffff/name', { name: 'x' })).statusCode,
        ).toBe(404);
      });
      expect(
        entries.map((entry) => [entry.action, entry.entity, entry.entityId, entry.actorId, entry.changes]),
      ).toEqual([
        ['update', 'device', ids.veg, member.user._id, { name: [device.name, 'Veg_Room_2'] }],
        ['update', 'device', ids.veg, member.user._id, { alertsEnabled: [true, false] }],
      ]);
    });
  });
});
