import { MFA_RECOVERY_CODE_COUNT, MFA_TOKEN_TTL_MS } from '@canopy/shared/constants';
import type { ListedUser } from '@canopy/shared/schemas/users';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  codeNow,
  enrolMfa,
  mfaTokenOf,
  passwordStep,
  secondStep,
} from '../../testing/mfa-fixtures.ts';
import type { TestUser } from '../../testing/test-app.ts';
import { signedInSuite } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { totpAt } from './totp.ts';

/** One 30-second step: after enrolling, the next login needs a code the server has not seen yet. */
const STEP_MS = 30_000;

describe.each(DIALECTS)('two-factor login routes on %s', (dialect) => {
  const { t, member } = signedInSuite(dialect, { member: ['user', 'member@example.test'] }, { per: 'test' });

  const status = async (who: { auth: Record<string, string> }) =>
    (await t.app.inject({ url: '/api/me/mfa', headers: who.auth })).json<unknown>();
  const enable = (who: TestUser, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/me/mfa/enable', headers: who.auth, payload: { code } });
  const disable = (who: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/me/mfa/disable', headers: who.auth, payload });

  it('sets up a pending secret for the account; only a code from the latest one turns it on', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/me/mfa/setup', headers: member.auth });
    expect(first.statusCode).toBe(200);
    const { secret, otpauthUrl } = first.json<{ secret: string; otpauthUrl: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/Canopy:member%40example.test?secret=${secret}&issuer=Canopy`);
    // Pending is not on: the password alone still logs in.
    expect(await status(member)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await passwordStep(t, member)).body).toHaveProperty('token');

    const second = await t.app.inject({ method: 'POST', url: '/api/me/mfa/setup', headers: member.auth });
    const latest = second.json<{ secret: string }>().secret;
    expect(latest).not.toBe(secret);
    const stale = await enable(member, await codeNow(t, secret));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'mfa.code_invalid' });
    expect((await enable(member, await codeNow(t, latest))).statusCode).toBe(200);
  });

  it('turns on with a code, answers 10 recovery codes once and keeps only their hashes', async () => {
    const noSetup = await enable(member, '123456');
    expect(noSetup.statusCode).toBe(409);
    expect(noSetup.json()).toMatchObject({ code: 'mfa.setup_required' });

    const setup = await t.app.inject({ method: 'POST', url: '/api/me/mfa/setup', headers: member.auth });
    const { secret } = setup.json<{ secret: string }>();
    const malformed = await enable(member, '12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation.failed' });

    const response = await enable(member, await codeNow(t, secret));
    expect(response.statusCode).toBe(200);
    const { recoveryCodes } = response.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(MFA_RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(MFA_RECOVERY_CODE_COUNT);
    expect(await status(member)).toEqual({ enabled: true, recoveryCodesLeft: MFA_RECOVERY_CODE_COUNT });

    const stored = await t.database.db.selectFrom('mfa_recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(MFA_RECOVERY_CODE_COUNT);
    const storedText = JSON.stringify(stored);
    for (const code of recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replaceAll('-', ''));
    }

    // Already on: neither setup nor enable starts over, and no answer but setup's ever shows the secret.
    const again = await t.app.inject({ method: 'POST', url: '/api/me/mfa/setup', headers: member.auth });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'mfa.already_enabled' });
    expect((await enable(member, await codeNow(t, secret))).json()).toMatchObject({
      code: 'mfa.already_enabled',
    });
    const me = await t.app.inject({ url: '/api/auth/me', headers: member.auth });
    expect(me.body).not.toContain(secret);
    expect(JSON.stringify(await status(member))).not.toContain(secret);
  });

  it('asks for the second step at login, and a right code gives a session that works', async () => {
    const { secret } = await enrolMfa(t, member);
    t.clock.advance(STEP_MS);

    const { status: loginStatus, body } = await passwordStep(t, member);
    expect(loginStatus).toBe(200);
    expect(body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    expect(body).not.toHaveProperty('token');

    const mfaToken = body.mfaToken ?? '';
    const response = await secondStep(t, { mfaToken, code: await codeNow(t, secret) });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'member@example.test' });

    // The ticket is used up with its login.
    const reused = await secondStep(t, {
      mfaToken,
      code: await totpAt(secret, new Date(t.clock.now().getTime() + STEP_MS)),
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'auth.mfa_token_invalid' });
  });

  it('accepts a code once: the same code at the next login is refused (replay)', async () => {
    const { secret } = await enrolMfa(t, member);
    t.clock.advance(STEP_MS);
    const code = await codeNow(t, secret);
    expect((await secondStep(t, { mfaToken: await mfaTokenOf(t, member), code })).statusCode).toBe(200);

    const replay = await secondStep(t, { mfaToken: await mfaTokenOf(t, member), code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'auth.mfa_code_invalid' });
  });

  it('logs in with a recovery code once; the same code is refused the second time', async () => {
    const { recoveryCodes } = await enrolMfa(t, member);
    const recoveryCode = recoveryCodes[3]!;

    const first = await secondStep(t, { mfaToken: await mfaTokenOf(t, member), recoveryCode });
    expect(first.statusCode).toBe(200);
    const { token } = first.json<{ token: string }>();
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    expect(await status(member)).toEqual({ enabled: true, recoveryCodesLeft: MFA_RECOVERY_CODE_COUNT - 1 });

    const second = await secondStep(t, {
      mfaToken: await mfaTokenOf(t, member),
      recoveryCode: recoveryCode.toUpperCase(),
    });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ code: 'auth.mfa_code_invalid' });
    // Another, typed without dashes, still works.
    const other = await secondStep(t, {
      mfaToken: await mfaTokenOf(t, member),
      recoveryCode: recoveryCodes[4]!.replaceAll('-', ' '),
    });
    expect(other.statusCode).toBe(200);
  });

  it('wants exactly one of code and recoveryCode', async () => {
    const mfaToken = 'whatever';
    for (const payload of [{ mfaToken }, { mfaToken, code: '123456', recoveryCode: 'abcd' }]) {
      const response = await secondStep(t, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation.failed' });
    }
  });

  it('refuses the mfaToken as a bearer anywhere else, and after 5 minutes even with a right code', async () => {
    const { secret } = await enrolMfa(t, member);
    t.clock.advance(STEP_MS);
    const mfaToken = await mfaTokenOf(t, member);

    for (const url of ['/api/auth/me', '/api/me/mfa', '/api/devices/active']) {
      const response = await t.app.inject({ url, headers: bearer(mfaToken) });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.unauthenticated' });
    }
    const setup = await t.app.inject({ method: 'POST', url: '/api/me/mfa/setup', headers: bearer(mfaToken) });
    expect(setup.statusCode).toBe(401);

    t.clock.advance(MFA_TOKEN_TTL_MS);
    const late = await secondStep(t, { mfaToken, code: await codeNow(t, secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'auth.mfa_token_invalid' });
  });

  it('accepts the ticket until its 5 minutes are up', async () => {
    const { secret } = await enrolMfa(t, member);
    const mfaToken = await mfaTokenOf(t, member);
    t.clock.advance(MFA_TOKEN_TTL_MS - 1000);
    expect((await secondStep(t, { mfaToken, code: await codeNow(t, secret) })).statusCode).toBe(200);
  });

  it('turns off with the password and a code or a recovery code, and not otherwise', async () => {
    const none = await disable(member, { password: member.password, code: '123456' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'mfa.not_enabled' });

    const { secret, recoveryCodes } = await enrolMfa(t, member);
    t.clock.advance(STEP_MS);
    const wrongPassword = await disable(member, {
      password: 'not-the-password',
      code: await codeNow(t, secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ code: 'users.current_password_wrong' });
    const wrongCode = await disable(member, { password: member.password, code: 'aaaa-bbbb-cccc-dddd' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ code: 'mfa.code_invalid' });
    expect(await status(member)).toMatchObject({ enabled: true });

    const off = await disable(member, { password: member.password, code: recoveryCodes[0] });
    expect(off.statusCode).toBe(204);
    expect(await status(member)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await passwordStep(t, member)).body).toEqual({ token: expect.any(String) });
    expect(await t.database.db.selectFrom('mfa_recovery_codes').select('id').execute()).toEqual([]);

    // On again with a new secret, off again with an app code.
    const again = await enrolMfa(t, member);
    t.clock.advance(STEP_MS);
    const offByCode = await disable(member, {
      password: member.password,
      code: await codeNow(t, again.secret),
    });
    expect(offByCode.statusCode).toBe(204);
  });

  it("lets an admin turn off another user's second factor, and no one else", async () => {
    const admin = await t.createUser('admin');
    const superuser = await t.createUser('superuser');
    await enrolMfa(t, member);
    const reset = (who: TestUser, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}/mfa`, headers: who.auth });

    for (const who of [member, superuser]) {
      const refused = await reset(who, member.user._id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'auth.forbidden' });
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${member.user._id}/mfa` })).statusCode,
    ).toBe(401);
    expect(await status(member)).toMatchObject({ enabled: true });
    const mfaInList = async () => {
      const listed = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin.auth });
      return Object.fromEntries(listed.json<ListedUser[]>().map((user) => [user.email, user.mfaEnabled]));
    };
    expect(await mfaInList()).toMatchObject({ [member.user.email]: true, [admin.user.email]: false });

    expect((await reset(admin, member.user._id)).statusCode).toBe(204);
    expect(await status(member)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await mfaInList()).toMatchObject({ [member.user.email]: false });
    expect((await passwordStep(t, member)).body).toEqual({ token: expect.any(String) });

    const unknown = await reset(admin, '00000000-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'users.not_found' });
    // Their own goes through "Turn off", which asks for the password and a code.
    expect((await reset(admin, admin.user._id)).statusCode).toBe(403);
  });
});
