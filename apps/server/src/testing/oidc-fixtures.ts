import type { LightMyRequestResponse } from 'fastify';
import type { OidcSettings } from '../modules/auth/oidc/oidc-settings.ts';
import { loginThroughProvider } from './oidc-test-provider.ts';
import type { TestContext } from './test-app.ts';

export const OIDC_PUBLIC_URL = 'http://canopy.test';
export const OIDC_REDIRECT_URI = `${OIDC_PUBLIC_URL}/api/auth/oidc/callback`;
export const OIDC_CLIENT = { clientId: 'canopy-test', clientSecret: 'canopy-test-client-secret-0123456789' };
/** ADMIN_EMAIL of the OIDC test apps: the emergency admin. */
export const EMERGENCY_ADMIN = 'root@example.test';

/** Settings for a test app against `issuer`: admins by `admins`, superusers by `growers`. */
export function oidcSettings(issuer: string, overrides: Partial<OidcSettings> = {}): OidcSettings {
  return {
    issuer,
    ...OIDC_CLIENT,
    name: 'Test IdP',
    rolesClaim: 'groups',
    adminGroups: ['admins'],
    superuserGroups: ['growers'],
    allowedGroups: null,
    only: false,
    ...overrides,
  };
}

/** What createTestContext takes to turn single sign-on on. */
export const oidcOverrides = (issuer: string, overrides: Partial<OidcSettings> = {}) => ({
  publicUrl: OIDC_PUBLIC_URL,
  oidc: { settings: oidcSettings(issuer, overrides), emergencyAdminEmail: EMERGENCY_ADMIN },
});

/** The `name=value` of the binding cookie an answer set, for the browser's next request. */
export function bindingCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((l) => l.startsWith('canopy_oidc='));
  if (!line) throw new Error('no canopy_oidc cookie set');
  return line.split(';')[0] ?? '';
}

/** The one-time code in the web page address the callback sent the browser to. */
export function handoffOf(response: LightMyRequestResponse): string {
  const match = /^\/login\/sso#handoff=([A-Za-z0-9_-]+)$/.exec(String(response.headers.location));
  if (!match?.[1]) throw new Error(`not a handoff: ${String(response.headers.location)}`);
  return match[1];
}

export const exchange = (t: TestContext, handoff: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/oidc/exchange',
    payload: { handoff },
    headers: cookie ? { cookie } : {},
  });

/** The exchange the web page makes with the handoff a callback answer carries, and its binding cookie. */
export const exchangeCallback = (t: TestContext, callback: LightMyRequestResponse) =>
  exchange(t, handoffOf(callback), bindingCookieOf(callback));

/** A browser's start: the redirect to the provider and the cookie that came with it. */
export async function startLogin(t: TestContext) {
  const start = await t.app.inject({ url: '/api/auth/oidc/start' });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  return { location: String(start.headers.location), cookie: bindingCookieOf(start) };
}

/** The provider's redirect back, delivered to the app as the browser holding `cookie` would. */
export const deliverCallback = (t: TestContext, back: URL, cookie?: string) =>
  t.app.inject({ url: `${back.pathname}${back.search}`, headers: cookie ? { cookie } : {} });

/** A whole login as a browser runs it: start, the provider's form as `username`, callback, exchange. */
export async function ssoLogin(t: TestContext, username: string) {
  const { location, cookie } = await startLogin(t);
  const back = await loginThroughProvider(location, username);
  return exchangeCallback(t, await deliverCallback(t, back, cookie));
}
