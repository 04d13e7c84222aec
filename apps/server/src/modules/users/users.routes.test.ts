import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@canopy/shared/constants';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../testing/test-databases.ts';
import { signedInSuite } from '../../testing/signed-in-suite.ts';

describe.each(DIALECTS)('users routes on %s', (dialect) => {
  const { t, admin, superuser, member, call } = signedInSuite(
    dialect,
    {
      admin: ['admin', 'admin@example.test'],
      superuser: ['superuser', 'super@example.test'],
      member: ['user', 'member@example.test'],
    },
    { per: 'test' },
  );

  describe('admin', () => {
    it('lists users without any password hash', async () => {
      const response = await call(admin, 'GET', '/api/admin/users');
      expect(response.statusCode).toBe(200);
      const users = response.json<{ email: string }[]>();
      expect(users.map((u) => u.email)).toEqual([
        'admin@example.test',
        'super@example.test',
        'member@example.test',
      ]);
      expect(Object.keys(users[0]!).sort()).toEqual([
        '_id',
        'createdAt',
        'email',
        'mfaEnabled',
        'role',
        'shortId',
        'updatedAt',
      ]);
      expect(response.body).not.toMatch(/password|argon2/);
    });

    it('adds a user who can then log in', async () => {
      const response = await call(admin, 'POST', '/api/admin/users', {
        email: 'New.Person@Example.test',
        password: 'new-person-password',
        role: 'superuser',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ email: 'new.person@example.test', role: 'superuser' });
      expect(response.json<{ shortId: string }>().shortId).toMatch(/^[0-9A-Z]{6}$/);
      expect(response.body).not.toMatch(/password/);
      await expect(t.login('new.person@example.test', 'new-person-password')).resolves.toEqual(
        expect.any(String),
      );
    });

    it('refuses a duplicate email with 409, whatever its case', async () => {
      const response = await call(admin, 'POST', '/api/admin/users', {
        email: 'MEMBER@example.test',
        password: 'another-password',
        role: 'user',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'users.email_taken' });
    });

    it('refuses a bad email, a short password and an unknown role with details', async () => {
      const response = await call(admin, 'POST', '/api/admin/users', {
        email: 'nope',
        password: 'short',
        role: 'god',
      });
      expect(response.statusCode).toBe(400);
      const paths = response.json<{ details: { path: string }[] }>().details.map((d) => d.path);
      expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.password', 'body.role']));
    });

    it('edits another user’s email, role and password', async () => {
      const response = await call(admin, 'PUT', `/api/users/${member.user._id}`, {
        email: 'renamed@example.test',
        role: 'superuser',
        password: 'a-fresh-password-1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ user: { email: 'renamed@example.test', role: 'superuser' } });
      expect(response.json()).not.toHaveProperty('token');
      await expect(t.login('renamed@example.test', 'a-fresh-password-1')).resolves.toEqual(
        expect.any(String),
      );
    });

    it('keeps the password when the edit form sends it empty', async () => {
      const response = await call(admin, 'PUT', `/api/users/${member.user._id}`, {
        role: 'user',
        password: '',
      });
      expect(response.statusCode).toBe(200);
      await expect(t.login(member.user.email, member.password)).resolves.toEqual(expect.any(String));
    });

    it('deletes a user', async () => {
      expect((await call(admin, 'DELETE', `/api/admin/users/${member.user._id}`)).statusCode).toBe(204);
      const emails = (await call(admin, 'GET', '/api/admin/users'))
        .json<{ email: string }[]>()
        .map((u) => u.email);
      expect(emails).not.toContain('member@example.test');
    });

    it('gets 404 for a user that does not exist', async () => {
      expect((await call(admin, 'PUT', '/api/users/missing', { role: 'user' })).json()).toMatchObject({
        code: 'users.not_found',
      });
      expect((await call(admin, 'DELETE', '/api/admin/users/missing')).statusCode).toBe(404);
    });

    it('cannot delete themselves', async () => {
      const response = await call(admin, 'DELETE', `/api/admin/users/${admin.user._id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'users.self_delete' });
    });

    it('cannot change their own role', async () => {
      const response = await call(admin, 'PUT', `/api/users/${admin.user._id}`, { role: 'user' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'users.own_role' });
    });

    it('may demote another admin while one admin remains', async () => {
      const second = await t.createUser('admin');
      expect((await call(admin, 'PUT', `/api/users/${second.user._id}`, { role: 'user' })).statusCode).toBe(
        200,
      );
    });
  });

  describe('the last admin stays', () => {
    it('refuses to demote or delete the only admin, even when asked by a second admin who was demoted meanwhile', async () => {
      const second = await t.createUser('admin');
      // The second admin demotes the first; now the second is the only admin.
      expect((await call(second, 'PUT', `/api/users/${admin.user._id}`, { role: 'user' })).statusCode).toBe(
        200,
      );
      const users = await t.services.users.list();
      expect(users.filter((u) => u.role === 'admin').map((u) => u._id)).toEqual([second.user._id]);
      // The service refuses to remove the last admin, whoever asks.
      await expect(
        t.services.users.delete({ id: 'someone-else', role: 'admin' }, second.user._id),
      ).rejects.toMatchObject({
        code: 'users.last_admin',
      });
      await expect(
        t.services.users.update({ id: 'someone-else', role: 'admin' }, second.user._id, { role: 'user' }),
      ).rejects.toMatchObject({ code: 'users.last_admin' });
    });
  });

  describe.each([
    ['a superuser', () => superuser],
    ['a plain user', () => member],
  ])('%s', (_name, who) => {
    it('is refused every user-management call with 403 and nothing changes', async () => {
      const before = await t.services.users.list();
      const target = admin.user._id;
      const attempts = [
        await call(who(), 'GET', '/api/admin/users'),
        await call(who(), 'POST', '/api/admin/users', {
          email: 'x@example.test',
          password: 'long-enough-1',
          role: 'admin',
        }),
        await call(who(), 'PUT', `/api/users/${target}`, { role: 'user' }),
        await call(who(), 'PUT', `/api/users/${target}`, { password: 'hijacked-password' }),
        await call(who(), 'DELETE', `/api/admin/users/${target}`),
      ];
      for (const response of attempts) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'auth.forbidden' });
      }
      expect(await t.services.users.list()).toEqual(before);
    });

    it('changes their own password with the current one and gets a fresh token', async () => {
      const me = who();
      const response = await call(me, 'PUT', `/api/users/${me.user._id}`, {
        password: 'my-new-password-1',
        currentPassword: me.password,
      });
      expect(response.statusCode).toBe(200);
      const { token } = response.json<{ token: string }>();
      const check = await t.app.inject({
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(check.statusCode).toBe(200);
      await expect(t.login(me.user.email, 'my-new-password-1')).resolves.toEqual(expect.any(String));
    });

    it('needs the right current password to change their own email or password', async () => {
      const me = who();
      const missing = await call(me, 'PUT', `/api/users/${me.user._id}`, { email: 'new@example.test' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'users.current_password_required' });
      const wrong = await call(me, 'PUT', `/api/users/${me.user._id}`, {
        password: 'my-new-password-1',
        currentPassword: 'not-my-password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'users.current_password_wrong' });
      await expect(t.login(me.user.email, me.password)).resolves.toEqual(expect.any(String));
    });

    it('throttles wrong current passwords like logins: 429 after the limit, even for the right one', async () => {
      const me = who();
      const attempt = (currentPassword: string) =>
        call(me, 'PUT', `/api/users/${me.user._id}`, { password: 'my-new-password-2', currentPassword });
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
        expect((await attempt(`guess-${i}`)).statusCode).toBe(400);
      }
      const throttled = await attempt(me.password);
      expect(throttled.statusCode).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1);
      expect((await attempt(me.password)).statusCode).toBe(200);
    });

    it('never changes their own role, even by sending one', async () => {
      const me = who();
      const response = await call(me, 'PUT', `/api/users/${me.user._id}`, { role: 'admin' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'users.own_role' });
      expect((await t.services.users.list()).find((u) => u._id === me.user._id)?.role).toBe(me.user.role);
    });
  });

  it('anonymous callers get 401 on every users route', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users'],
      ['PUT', `/api/users/${member.user._id}`],
      ['DELETE', `/api/admin/users/${member.user._id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
