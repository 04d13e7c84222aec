import type { LoginResponse } from '@canopy/shared/schemas/mfa';
import { totpAt } from '../modules/mfa/totp.ts';
import type { TestContext, TestUser } from './test-app.ts';

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** Turns two-factor login on for the user over HTTP, as the account page does. */
export async function enrolMfa(t: TestContext, who: { auth: Record<string, string> }): Promise<Enrolled> {
  const setup = await t.app.inject({ method: 'POST', url: '/api/me/mfa/setup', headers: who.auth });
  if (setup.statusCode !== 200) throw new Error(`setup: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await t.app.inject({
    method: 'POST',
    url: '/api/me/mfa/enable',
    headers: who.auth,
    payload: { code: await totpAt(secret, t.clock.now()) },
  });
  if (enable.statusCode !== 200) throw new Error(`enable: ${enable.statusCode} ${enable.body}`);
  return { secret, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The app's code at the test clock's now. */
export const codeNow = (t: TestContext, secret: string) => totpAt(secret, t.clock.now());

/** The password step; the answer's status and body. */
export async function passwordStep(t: TestContext, who: TestUser, ip = '127.0.0.1') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: who.user.email, password: who.password },
    remoteAddress: ip,
  });
  return { status: response.statusCode, body: response.json<LoginResponse>() };
}

/** The password step of an account with two-factor login on: its mfaToken. */
export async function mfaTokenOf(t: TestContext, who: TestUser, ip = '127.0.0.1'): Promise<string> {
  const { status, body } = await passwordStep(t, who, ip);
  if (status !== 200 || !body.mfaToken) throw new Error(`no mfaToken: ${status} ${JSON.stringify(body)}`);
  return body.mfaToken;
}

/** The second step. */
export function secondStep(
  t: TestContext,
  payload: { mfaToken: string; code?: string; recoveryCode?: string },
  ip = '127.0.0.1',
) {
  return t.app.inject({ method: 'POST', url: '/api/auth/mfa', payload, remoteAddress: ip });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
