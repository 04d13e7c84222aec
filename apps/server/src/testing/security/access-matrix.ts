/**
 * Who may call what: every `/api` route x every caller, written by hand from the product's access rules.
 *
 * This file is the reviewed statement of expected access. It is deliberately NOT derived from the
 * server's policy declarations: the test that runs it checks the server against it, and a second test
 * fails when a registered route has no row here. Legend: P public, L any logged-in user,
 * S superuser or admin, A admin, O the object's creator (another plain user stands for "not O").
 *
 * 'ok' means a 2xx answer. A request builder returns a fresh target per call, so a DELETE allowed for
 * one role does not turn the next role's answer into a 404.
 */
import { METRICS_TOKEN, type AccessRequest, type Caller } from './access-callers.ts';
import type { World } from './access-world.ts';
import { CROP_ACCESS_ROWS } from './access-matrix-crop.ts';
import { CLIMATE_PROFILE_ACCESS_ROWS } from './access-matrix-profiles.ts';

export type { AccessRequest, Caller };
/** 404: a public route whose feature the matrix's app has off (single sign-on without OIDC_*). */
export type Outcome = 'ok' | 400 | 401 | 403 | 404;
export type Access = Readonly<Partial<Record<Caller, Outcome>>> & {
  anonymous: Outcome;
  user: Outcome;
  superuser: Outcome;
  admin: Outcome;
};

export interface AccessRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered, e.g. `/api/bugs/:id`. */
  route: string;
  /** What the row exercises when a route has several rows (task status to done vs any value). */
  note?: string;
  access: Access;
  request: (world: World, caller: Caller) => Promise<AccessRequest> | AccessRequest;
  /** A server-sent stream: answered over a real socket and closed after the status line. */
  stream?: true;
  /** The call ends the caller's session (logout, own password), so it runs on a session of its own. */
  ownSession?: true;
}

const P: Access = { anonymous: 'ok', user: 'ok', superuser: 'ok', admin: 'ok' };
const L: Access = { anonymous: 401, user: 'ok', superuser: 'ok', admin: 'ok' };
const S: Access = { anonymous: 401, user: 403, superuser: 'ok', admin: 'ok' };
const A: Access = { anonymous: 401, user: 403, superuser: 403, admin: 'ok' };
/**
 * Guarded by a token of its own, not by a role: the request carries it as its bearer. A logged-in caller
 * sends a session token there instead, which is refused like any other wrong token.
 */
const TOKEN_ONLY: Access = { anonymous: 'ok', user: 401, superuser: 401, admin: 401 };
/** Public, on a server with single sign-on off: every caller past the policy to `auth.oidc_disabled`. */
const OIDC_OFF: Access = { anonymous: 404, user: 404, superuser: 404, admin: 404 };
/** The object's creator, otherwise staff. */
const OS: Access = { ...S, creator: 'ok' };
/** Logged in, and refused only by the body's schema: the policy let the caller through. */
const L_PAST_POLICY: Access = { anonymous: 401, user: 400, superuser: 400, admin: 400 };
/** Logged in, but the function name is not on the allowlist: refused before the cloud. */
const UNKNOWN_FUNCTION: Access = { anonymous: 401, user: 400, superuser: 400, admin: 400 };

const at = (url: string) => () => ({ url });
/** The water meters' calibration goes to a water meter, everything else to a climate controller. */
const WATER_FUNCTIONS = new Set(['calibrateIn', 'calibrateOut']);
/** Calls that reboot the simulated controller: the next call waits until it answers again. */
const REBOOTING_FUNCTIONS = new Set(['softReset', 'factoryReset']);

const call = async (world: World, functionName: string, arg = '') => {
  if (REBOOTING_FUNCTIONS.has(functionName)) await world.deviceBackOnline();
  const device = WATER_FUNCTIONS.has(functionName) ? world.devices.water : world.devices.climate;
  return { url: `/api/device/${device}/callFunction`, payload: { functionName, arg } };
};

const functionRows = (access: Access, names: readonly string[]): AccessRow[] =>
  names.map((name) => ({
    method: 'POST',
    route: '/api/device/:id/callFunction',
    note: name,
    access,
    request: (w) => call(w, name, w.functionArgs[name]),
  }));

export const ACCESS_MATRIX: readonly AccessRow[] = [
  // Auth and users
  {
    method: 'POST',
    route: '/api/auth/login',
    access: P,
    request: (w) => ({ url: '/api/auth/login', payload: w.loginBody }),
  },
  { method: 'POST', route: '/api/auth/logout', access: L, ownSession: true, request: at('/api/auth/logout') },
  { method: 'GET', route: '/api/auth/me', access: L, request: at('/api/auth/me') },
  // Single sign-on: public, as a login is. The matrix's app has no OIDC_* set, so past the (public) policy
  // its routes answer 404 `auth.oidc_disabled`; the oidc tests run them against a provider.
  { method: 'GET', route: '/api/auth/options', access: P, request: at('/api/auth/options') },
  { method: 'GET', route: '/api/auth/oidc/start', access: OIDC_OFF, request: at('/api/auth/oidc/start') },
  {
    method: 'GET',
    route: '/api/auth/oidc/callback',
    access: OIDC_OFF,
    request: at('/api/auth/oidc/callback?code=some-code&state=some-state'),
  },
  {
    method: 'POST',
    route: '/api/auth/oidc/exchange',
    access: OIDC_OFF,
    request: () => ({ url: '/api/auth/oidc/exchange', payload: { handoff: 'no-such-handoff' } }),
  },
  { method: 'GET', route: '/api/admin/users', access: A, request: at('/api/admin/users') },
  {
    method: 'POST',
    route: '/api/admin/users',
    access: A,
    request: (w) => ({ url: '/api/admin/users', payload: w.newUserBody() }),
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    note: 'another user',
    access: A,
    request: async (w) => ({ url: `/api/users/${await w.victimUserId()}`, payload: { role: 'superuser' } }),
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    note: 'own email with the current password',
    access: L,
    ownSession: true,
    request: (w, caller) => w.ownAccountUpdate(caller),
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:id',
    access: A,
    request: async (w) => ({ url: `/api/admin/users/${await w.victimUserId()}` }),
  },

  // Two-factor login: one's own for any logged-in user, a reset by an admin. The callers go on logging in
  // with a password for later rows, so none turns it on here: enable and disable are shown to pass the
  // policy with a body their schema refuses, and the second login step with a ticket no login handed out
  // (their own tests cover the rest).
  {
    method: 'POST',
    route: '/api/auth/mfa',
    note: 'an mfaToken no login handed out',
    access: { anonymous: 401, user: 401, superuser: 401, admin: 401 },
    request: () => ({ url: '/api/auth/mfa', payload: { mfaToken: 'no-such-ticket', code: '123456' } }),
  },
  { method: 'GET', route: '/api/me/mfa', access: L, request: at('/api/me/mfa') },
  { method: 'POST', route: '/api/me/mfa/setup', access: L, request: at('/api/me/mfa/setup') },
  {
    method: 'POST',
    route: '/api/me/mfa/enable',
    note: 'a code that is not six digits',
    access: L_PAST_POLICY,
    request: () => ({ url: '/api/me/mfa/enable', payload: { code: 'abcdef' } }),
  },
  {
    method: 'POST',
    route: '/api/me/mfa/disable',
    note: 'no password or code',
    access: L_PAST_POLICY,
    request: () => ({ url: '/api/me/mfa/disable', payload: {} }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:id/mfa',
    access: A,
    request: async (w) => ({ url: `/api/admin/users/${await w.victimUserId()}/mfa` }),
  },

  // Sessions and API tokens: one's own for any logged-in user, everyone's for admins.
  // Ending the other sessions keeps the caller's own, so the caller's token still works for the next rows.
  { method: 'GET', route: '/api/me/sessions', access: L, request: at('/api/me/sessions') },
  {
    method: 'DELETE',
    route: '/api/me/sessions/:id',
    note: "one of the caller's own",
    access: L,
    request: async (w, caller) => ({ url: `/api/me/sessions/${await w.ownSession(caller)}` }),
  },
  {
    method: 'POST',
    route: '/api/me/sessions/revoke-others',
    access: L,
    request: at('/api/me/sessions/revoke-others'),
  },
  { method: 'GET', route: '/api/me/tokens', access: L, request: at('/api/me/tokens') },
  {
    method: 'POST',
    route: '/api/me/tokens',
    access: L,
    request: () => ({
      url: '/api/me/tokens',
      payload: { name: 'Matrix script', scope: 'read', expiresInDays: 30 },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/me/tokens/:id',
    note: "one of the caller's own",
    access: L,
    request: async (w, caller) => ({ url: `/api/me/tokens/${await w.ownApiToken(caller)}` }),
  },
  // Trash: superusers and admins
  { method: 'GET', route: '/api/trash', access: S, request: at('/api/trash') },
  {
    method: 'POST',
    route: '/api/trash/:entity/:id/restore',
    note: 'a fresh news item in the trash',
    access: S,
    request: async (w) => ({ url: `/api/trash/news/${await w.trashedNews()}/restore` }),
  },
  // Audit log and everyone's API tokens: admins only
  { method: 'GET', route: '/api/audit', access: A, request: at('/api/audit?entity=user') },
  { method: 'GET', route: '/api/audit.csv', access: A, request: at('/api/audit.csv?entity=user') },
  { method: 'GET', route: '/api/admin/tokens', access: A, request: at('/api/admin/tokens') },
  {
    method: 'DELETE',
    route: '/api/admin/tokens/:id',
    note: "another user's",
    access: A,
    request: async (w) => ({ url: `/api/admin/tokens/${await w.ownApiToken('creator')}` }),
  },

  // Devices: every read, rename, alerts toggle and firmware/latest are L
  { method: 'GET', route: '/api/devices/active', access: L, request: at('/api/devices/active') },
  { method: 'GET', route: '/api/devices/particle', access: L, request: at('/api/devices/particle') },
  { method: 'POST', route: '/api/devices/refresh', access: L, request: at('/api/devices/refresh') },
  {
    method: 'GET',
    route: '/api/devices/:id',
    access: L,
    request: (w) => ({ url: `/api/devices/${w.devices.climate}` }),
  },
  {
    method: 'GET',
    route: '/api/device/:id/status',
    access: L,
    request: (w) => ({ url: `/api/device/${w.devices.climate}/status` }),
  },
  {
    method: 'PUT',
    route: '/api/device/:id/name',
    access: L,
    request: (w) => ({ url: `/api/device/${w.devices.climate}/name`, payload: { name: 'Veg Room' } }),
  },
  {
    method: 'GET',
    route: '/api/device/:id/readings',
    access: L,
    request: (w) => ({ url: `/api/device/${w.devices.climate}/readings` }),
  },
  {
    method: 'GET',
    route: '/api/device/:id/config',
    access: L,
    request: (w) => ({ url: `/api/device/${w.devices.climate}/config` }),
  },
  {
    method: 'PATCH',
    route: '/api/device/:id/alerts',
    access: L,
    request: (w) => ({ url: `/api/device/${w.devices.climate}/alerts`, payload: { alertsEnabled: false } }),
  },
  {
    method: 'GET',
    route: '/api/device/:id/commands',
    access: L,
    request: (w) => ({ url: `/api/device/${w.devices.climate}/commands` }),
  },
  {
    method: 'GET',
    route: '/api/devices/:id/annotations',
    access: L,
    request: (w) => ({ url: `/api/devices/${w.devices.climate}/annotations?from=0&to=86400000` }),
  },
  {
    method: 'POST',
    route: '/api/devices/:id/notes',
    access: L,
    request: (w) => ({
      url: `/api/devices/${w.devices.climate}/notes`,
      payload: { text: 'Raised the lamp' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/devices/:id/notes/:noteId',
    access: OS,
    request: async (w) => ({ url: `/api/devices/${w.devices.climate}/notes/${await w.creatorDeviceNote()}` }),
  },
  {
    method: 'GET',
    route: '/api/sensor-data/climate/latest/:id',
    access: L,
    request: (w) => ({ url: `/api/sensor-data/climate/latest/${w.devices.climate}` }),
  },
  {
    method: 'GET',
    route: '/api/sensor-data/climate/history/:id',
    access: L,
    request: (w) => ({ url: `/api/sensor-data/climate/history/${w.devices.climate}` }),
  },
  {
    method: 'GET',
    route: '/api/sensor-data/soil7in1/devices',
    access: L,
    request: at('/api/sensor-data/soil7in1/devices'),
  },
  {
    method: 'GET',
    route: '/api/sensor-data/soil7in1/latest/:id',
    access: L,
    request: (w) => ({ url: `/api/sensor-data/soil7in1/latest/${w.devices.soil}` }),
  },
  {
    method: 'GET',
    route: '/api/sensor-data/climate/series/:id',
    access: L,
    request: (w) => ({ url: `/api/sensor-data/climate/series/${w.devices.climate}?from=0&to=86400000` }),
  },
  {
    method: 'GET',
    route: '/api/devices/:id/daily',
    access: L,
    request: (w) => ({ url: `/api/devices/${w.devices.climate}/daily?from=0&to=86400000` }),
  },
  {
    method: 'GET',
    route: '/api/sensor-data/soil7in1/series/:id',
    access: L,
    request: (w) => ({ url: `/api/sensor-data/soil7in1/series/${w.devices.soil}?from=0&to=86400000` }),
  },
  {
    method: 'GET',
    route: '/api/export/:deviceId.csv',
    access: L,
    request: (w) => ({ url: `/api/export/${w.devices.climate}.csv?from=0&to=86400000` }),
  },
  {
    method: 'GET',
    route: '/api/export/:deviceId.xlsx',
    access: L,
    request: (w) => ({ url: `/api/export/${w.devices.climate}.xlsx?from=0&to=86400000` }),
  },
  { method: 'GET', route: '/api/water-in-out/devices', access: L, request: at('/api/water-in-out/devices') },
  {
    method: 'GET',
    route: '/api/water-in-out/latest',
    access: L,
    request: (w) => ({ url: `/api/water-in-out/latest?deviceId=${w.devices.water}` }),
  },
  {
    method: 'GET',
    route: '/api/water-in-out/series',
    access: L,
    request: (w) => ({
      url: `/api/water-in-out/series?deviceId=${w.devices.water}&${w.waterWindow}&step=5m`,
    }),
  },
  {
    method: 'GET',
    route: '/api/water-in-out/summary',
    access: L,
    request: (w) => ({ url: `/api/water-in-out/summary?deviceId=${w.devices.water}&${w.waterWindow}` }),
  },
  {
    method: 'GET',
    route: '/api/water-in-out/config',
    access: L,
    request: (w) => ({ url: `/api/water-in-out/config?deviceId=${w.devices.water}` }),
  },

  // Alerts: rules are read by anyone logged in and written by staff; alerts are anyone's to acknowledge
  { method: 'GET', route: '/api/alert-rules', access: L, request: at('/api/alert-rules') },
  {
    method: 'POST',
    route: '/api/alert-rules',
    access: S,
    request: (w) => ({ url: '/api/alert-rules', payload: w.ruleBody() }),
  },
  {
    method: 'POST',
    route: '/api/alert-rules/preview',
    access: S,
    request: (w) => ({ url: '/api/alert-rules/preview', payload: w.ruleBody() }),
  },
  {
    method: 'PUT',
    route: '/api/alert-rules/:id',
    access: S,
    request: async (w) => ({ url: `/api/alert-rules/${await w.freshRule()}`, payload: w.ruleBody() }),
  },
  {
    method: 'DELETE',
    route: '/api/alert-rules/:id',
    access: S,
    request: async (w) => ({ url: `/api/alert-rules/${await w.freshRule()}` }),
  },
  { method: 'GET', route: '/api/alerts', access: L, request: at('/api/alerts') },
  { method: 'GET', route: '/api/alerts/active', access: L, request: at('/api/alerts/active') },
  {
    method: 'GET',
    route: '/api/alerts/:id',
    access: L,
    request: async (w) => ({ url: `/api/alerts/${await w.freshAlert()}` }),
  },
  {
    method: 'POST',
    route: '/api/alerts/:id/acknowledge',
    access: L,
    request: async (w) => ({
      url: `/api/alerts/${await w.freshAlert()}/acknowledge`,
      payload: { note: 'seen' },
    }),
  },
  { method: 'GET', route: '/api/me/notifications', access: L, request: at('/api/me/notifications') },
  {
    method: 'PUT',
    route: '/api/me/notifications',
    access: L,
    request: (w) => ({ url: '/api/me/notifications', payload: w.notificationSettings }),
  },
  {
    method: 'POST',
    route: '/api/me/notifications/test',
    note: 'nobody has linked a chat: no channel can reach them',
    access: { anonymous: 401, user: 400, superuser: 400, admin: 400 },
    request: at('/api/me/notifications/test'),
  },
  {
    method: 'POST',
    route: '/api/me/digest/send',
    note: 'a preview of the weekly digest; nobody has a channel that reaches them, so it is skipped',
    access: L,
    request: at('/api/me/digest/send'),
  },
  { method: 'POST', route: '/api/me/telegram-link', access: L, request: at('/api/me/telegram-link') },
  { method: 'DELETE', route: '/api/me/telegram-link', access: L, request: at('/api/me/telegram-link') },
  { method: 'GET', route: '/api/push/public-key', access: L, request: at('/api/push/public-key') },
  {
    method: 'POST',
    route: '/api/me/push-subscriptions',
    access: L,
    request: (_w, caller) => ({
      url: '/api/me/push-subscriptions',
      payload: {
        endpoint: `https://push.example.test/matrix/${caller}`,
        // Well-formed keys (a 65-byte point, a 16-byte secret); nothing is sent to them here.
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/me/push-subscriptions',
    access: L,
    request: (_w, caller) => ({
      url: '/api/me/push-subscriptions',
      payload: { endpoint: `https://push.example.test/matrix/${caller}` },
    }),
  },
  {
    method: 'POST',
    route: '/api/simulator/scenario',
    access: A,
    request: (w) => ({
      url: '/api/simulator/scenario',
      payload: { deviceId: w.devices.climate, scenario: 'normal' },
    }),
  },
  { method: 'GET', route: '/api/simulator', access: A, request: at('/api/simulator') },
  // Outgoing webhooks: admins only
  { method: 'GET', route: '/api/admin/webhooks', access: A, request: at('/api/admin/webhooks') },
  {
    method: 'POST',
    route: '/api/admin/webhooks',
    access: A,
    request: (w) => ({ url: '/api/admin/webhooks', payload: w.webhookBody }),
  },
  {
    method: 'PUT',
    route: '/api/admin/webhooks/:id',
    access: A,
    request: async (w) => ({ url: `/api/admin/webhooks/${await w.freshWebhook()}`, payload: w.webhookBody }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/webhooks/:id',
    access: A,
    request: async (w) => ({ url: `/api/admin/webhooks/${await w.freshWebhook()}` }),
  },
  {
    method: 'GET',
    route: '/api/admin/webhooks/:id/deliveries',
    access: A,
    request: async (w) => ({ url: `/api/admin/webhooks/${await w.freshWebhook()}/deliveries` }),
  },
  {
    method: 'GET',
    route: '/api/firmware/latest',
    access: L,
    request: at('/api/firmware/latest?deviceType=climate'),
  },
  { method: 'GET', route: '/api/events', access: L, stream: true, request: at('/api/events') },

  // Device functions: the L list, the S list, anything else 400 and never forwarded
  ...functionRows(L, [
    'getReadings',
    'getConfig',
    'pushNow',
    'setHumidityThreshold',
    'setTemperatureThreshold',
    'setCO2Threshold',
    'toggleSocket',
    'setVPDType',
  ]),
  ...functionRows(S, [
    'calibrateCO2ppm',
    'setDisplayInterval',
    'setServerInterval',
    'saveConfig',
    'loadConfig',
    'softReset',
    'factoryReset',
    'calibrateIn',
    'calibrateOut',
  ]),
  {
    method: 'POST',
    route: '/api/device/:id/callFunction',
    note: 'a function that is not on the allowlist',
    access: UNKNOWN_FUNCTION,
    request: (w) => call(w, 'selfDestruct', '1'),
  },
  {
    method: 'POST',
    route: '/api/firmware/upload/:id',
    access: S,
    request: (w) => w.firmware(`/api/firmware/upload/${w.devices.climate}`),
  },
  {
    method: 'POST',
    route: '/api/device/:id/flash',
    access: S,
    request: async (w) => {
      await w.deviceBackOnline(); // the previous caller's flash rebooted it
      return w.firmware(`/api/device/${w.devices.climate}/flash`);
    },
  },

  // Bugs: L to read, report and comment; O or S to edit, attach, close; S to set any status
  { method: 'GET', route: '/api/bugs', access: L, request: at('/api/bugs') },
  { method: 'GET', route: '/api/bugs/closed', access: L, request: at('/api/bugs/closed') },
  { method: 'GET', route: '/api/bugs/page', access: L, request: at('/api/bugs/page') },
  {
    method: 'GET',
    route: '/api/bugs/:id',
    access: L,
    request: async (w) => ({ url: `/api/bugs/${await w.creatorBug()}` }),
  },
  {
    method: 'POST',
    route: '/api/bugs',
    access: L,
    request: () => ({ url: '/api/bugs', payload: { description: 'Fan is loud' } }),
  },
  {
    method: 'DELETE',
    route: '/api/bugs/:id',
    note: 'to the trash',
    access: S,
    request: async (w) => ({ url: `/api/bugs/${await w.creatorBug()}` }),
  },
  {
    method: 'PATCH',
    route: '/api/bugs/:id',
    access: OS,
    request: async (w) => ({ url: `/api/bugs/${await w.creatorBug()}`, payload: { details: 'edited' } }),
  },
  {
    method: 'PATCH',
    route: '/api/bugs/:id/status',
    access: S,
    request: async (w) => ({
      url: `/api/bugs/${await w.creatorBug()}/status`,
      payload: { status: 'urgent' },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/bugs/:id/close',
    access: OS,
    request: async (w) => ({ url: `/api/bugs/${await w.creatorBug()}/close` }),
  },
  {
    method: 'POST',
    route: '/api/bugs/:id/upload',
    access: OS,
    request: async (w) => w.photoUpload(`/api/bugs/${await w.creatorBug()}/upload`),
  },
  {
    method: 'POST',
    route: '/api/bugs/:id/comments',
    access: L,
    request: async (w) => ({
      url: `/api/bugs/${await w.creatorBug()}/comments`,
      payload: { text: 'Seen it too' },
    }),
  },

  // Tasks: L to read, add and comment; O or S to edit, attach, delete and complete (assignees complete
  // too); S for any status
  { method: 'GET', route: '/api/tasks', access: L, request: at('/api/tasks') },
  { method: 'GET', route: '/api/tasks/done', access: L, request: at('/api/tasks/done') },
  { method: 'GET', route: '/api/tasks/page', access: L, request: at('/api/tasks/page') },
  {
    method: 'GET',
    route: '/api/tasks/:id',
    access: L,
    request: async (w) => ({ url: `/api/tasks/${await w.creatorTask()}` }),
  },
  {
    method: 'POST',
    route: '/api/tasks',
    access: L,
    request: () => ({ url: '/api/tasks', payload: { description: 'Refill' } }),
  },
  {
    method: 'PATCH',
    route: '/api/tasks/:id',
    access: OS,
    request: async (w) => ({
      url: `/api/tasks/${await w.creatorTask()}`,
      payload: { description: 'Refill tank 2' },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/tasks/:id/status',
    note: 'to done',
    access: OS,
    request: async (w) => ({
      url: `/api/tasks/${await w.creatorTask()}/status`,
      payload: { status: 'done' },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/tasks/:id/status',
    note: 'to any other value',
    access: S,
    request: async (w) => ({
      url: `/api/tasks/${await w.creatorTask()}/status`,
      payload: { status: 'rejected' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/tasks/:id',
    access: OS,
    request: async (w) => ({ url: `/api/tasks/${await w.creatorTask()}` }),
  },
  {
    method: 'POST',
    route: '/api/tasks/:id/upload',
    access: OS,
    request: async (w) => w.photoUpload(`/api/tasks/${await w.creatorTask()}/upload`),
  },
  // DESIGN 22: people L; a checklist by the assignees, the creator or staff; templates L to read, S to
  // write and to schedule on a run.
  { method: 'GET', route: '/api/tasks/assignable', access: L, request: at('/api/tasks/assignable') },
  {
    method: 'PATCH',
    route: '/api/tasks/:id/checklist/:itemId',
    access: OS,
    request: async (w) => {
      const { taskId, itemId } = await w.creatorChecklistItem();
      return { url: `/api/tasks/${taskId}/checklist/${itemId}`, payload: { done: true } };
    },
  },
  { method: 'GET', route: '/api/task-templates', access: L, request: at('/api/task-templates') },
  {
    method: 'GET',
    route: '/api/task-templates/:id',
    access: L,
    request: async (w) => ({ url: `/api/task-templates/${await w.freshTaskTemplate()}` }),
  },
  {
    method: 'POST',
    route: '/api/task-templates',
    access: S,
    request: (w) => ({ url: '/api/task-templates', payload: w.taskTemplateBody }),
  },
  {
    method: 'PUT',
    route: '/api/task-templates/:id',
    access: S,
    request: async (w) => ({
      url: `/api/task-templates/${await w.freshTaskTemplate()}`,
      payload: w.taskTemplateBody,
    }),
  },
  {
    method: 'DELETE',
    route: '/api/task-templates/:id',
    access: S,
    request: async (w) => ({ url: `/api/task-templates/${await w.freshTaskTemplate()}` }),
  },
  {
    method: 'POST',
    route: '/api/runs/:id/templates',
    access: S,
    request: async (w) => ({
      url: `/api/runs/${w.crop.runId}/templates`,
      payload: { templateId: await w.freshTaskTemplate() },
    }),
  },
  {
    method: 'POST',
    route: '/api/tasks/:id/comments',
    access: L,
    request: async (w) => ({
      url: `/api/tasks/${await w.creatorTask()}/comments`,
      payload: { text: 'On it' },
    }),
  },

  // Files: uploads are S; a stored public file is readable by anyone
  { method: 'POST', route: '/api/upload', access: S, request: (w) => w.photoUpload('/api/upload') },
  {
    method: 'GET',
    route: '/api/files/:publicId/:variant',
    access: P,
    request: (w) => ({ url: w.publicFileUrl }),
  },

  // Strains: reads P (diary and cuttings stripped for anonymous), strain cuttings L, writes S
  { method: 'GET', route: '/api/strains', access: P, request: at('/api/strains') },
  {
    method: 'GET',
    route: '/api/strains/:slug',
    access: P,
    request: (w) => ({ url: `/api/strains/${w.strainSlug}` }),
  },
  {
    method: 'GET',
    route: '/api/strains/:slug/cuttings',
    access: L,
    request: (w) => ({ url: `/api/strains/${w.strainSlug}/cuttings` }),
  },
  { method: 'GET', route: '/api/admin/strains', access: S, request: at('/api/admin/strains') },
  {
    method: 'POST',
    route: '/api/admin/strains',
    access: S,
    request: (w) => ({ url: '/api/admin/strains', payload: w.newStrainBody() }),
  },
  {
    method: 'PUT',
    route: '/api/admin/strains/:id',
    access: S,
    request: async (w) => {
      const strain = await w.freshStrain();
      return { url: `/api/admin/strains/${strain.id}`, payload: { name: 'Renamed', slug: strain.slug } };
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/strains/:id',
    access: S,
    request: async (w) => ({ url: `/api/admin/strains/${(await w.freshStrain()).id}` }),
  },
  {
    method: 'POST',
    route: '/api/admin/strains/:id/diary',
    access: S,
    request: (w) => ({ url: `/api/admin/strains/${w.strainId}/diary`, payload: { note: 'Rooted' } }),
  },
  {
    method: 'PUT',
    route: '/api/admin/strains/:id/diary/:entryId',
    access: S,
    request: async (w) => ({
      url: `/api/admin/strains/${w.strainId}/diary/${(await w.strainDiaryEntry()).entryId}`,
      payload: { note: 'Rooted well' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/strains/:id/diary/:entryId',
    access: S,
    request: async (w) => ({
      url: `/api/admin/strains/${w.strainId}/diary/${(await w.strainDiaryEntry()).entryId}`,
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/strains/:id/diary/:entryId/photos/:publicId',
    access: S,
    request: async (w) => {
      const entry = await w.strainDiaryEntry();
      return { url: `/api/admin/strains/${w.strainId}/diary/${entry.entryId}/photos/${entry.photoPublicId}` };
    },
  },

  // Cuttings: reads, logs and QR documents L (photos blurred for non-staff); every write S
  { method: 'GET', route: '/api/cuttings', access: L, request: at('/api/cuttings') },
  {
    method: 'GET',
    route: '/api/cuttings/:id',
    access: L,
    request: (w) => ({ url: `/api/cuttings/${w.cuttingId}` }),
  },
  // Mothers and lineage (DESIGN section 20): reads L
  {
    method: 'GET',
    route: '/api/cuttings/:id/lineage',
    access: L,
    request: (w) => ({ url: `/api/cuttings/${w.cuttingId}/lineage` }),
  },
  { method: 'GET', route: '/api/mothers', access: L, request: at('/api/mothers') },
  {
    method: 'GET',
    route: '/api/admin/:id/logs',
    access: L,
    request: (w) => ({ url: `/api/admin/${w.cuttingId}/logs` }),
  },
  {
    method: 'GET',
    route: '/api/qr/pdf/:id',
    access: L,
    request: (w) => ({ url: `/api/qr/pdf/${w.cuttingId}` }),
  },
  { method: 'GET', route: '/api/qr/pdf/all', access: L, request: at('/api/qr/pdf/all') },
  { method: 'GET', route: '/api/qr/excel/all', access: L, request: at('/api/qr/excel/all') },
  { method: 'GET', route: '/api/admin/cuttings', access: S, request: at('/api/admin/cuttings') },
  {
    method: 'POST',
    route: '/api/admin/cuttings',
    access: S,
    request: (w) => ({ url: '/api/admin/cuttings', payload: w.cuttingBody() }),
  },
  {
    method: 'PUT',
    route: '/api/admin/cuttings/:id',
    access: S,
    request: async (w) => ({
      url: `/api/admin/cuttings/${await w.freshCutting()}`,
      payload: w.cuttingBody(),
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/cuttings/:id',
    access: S,
    request: async (w) => ({ url: `/api/admin/cuttings/${await w.freshCutting()}` }),
  },
  {
    method: 'POST',
    route: '/api/cuttings/:id/photo',
    access: S,
    request: async (w) =>
      w.photoForm(`/api/cuttings/${await w.freshCutting()}/photo`, { name: 'Roots', description: 'Day 10' }),
  },
  {
    method: 'PUT',
    route: '/api/cuttings/:id/photos/reorder',
    access: S,
    request: async (w) => ({
      url: `/api/cuttings/${await w.cuttingWithPhotos()}/photos/reorder`,
      payload: { from: 1, to: 0 },
    }),
  },
  {
    method: 'PUT',
    route: '/api/cuttings/:id/photos/:index',
    access: S,
    request: async (w) => ({
      url: `/api/cuttings/${await w.cuttingWithPhotos()}/photos/0`,
      payload: { name: 'Renamed', description: 'Edited' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/cuttings/:id/photos/:index',
    access: S,
    request: async (w) => ({ url: `/api/cuttings/${await w.cuttingWithPhotos()}/photos/1` }),
  },
  {
    method: 'POST',
    route: '/api/admin/:id/log',
    access: S,
    request: async (w) =>
      w.photoForm(
        `/api/admin/${await w.freshCutting()}/log`,
        { event: 'transplant', notes: 'Into 1 l pots' },
        'photo',
      ),
  },
  {
    method: 'POST',
    route: '/api/admin/cuttings/:id/diary',
    access: S,
    request: (w) => ({ url: `/api/admin/cuttings/${w.cuttingId}/diary`, payload: { note: 'Rooted' } }),
  },
  {
    method: 'PUT',
    route: '/api/admin/cuttings/:id/diary/:entryId',
    access: S,
    request: async (w) => {
      const entry = await w.cuttingDiaryEntry();
      return {
        url: `/api/admin/cuttings/${entry.cuttingId}/diary/${entry.entryId}`,
        payload: { note: 'Rooted well' },
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/cuttings/:id/diary/:entryId',
    access: S,
    request: async (w) => {
      const entry = await w.cuttingDiaryEntry();
      return { url: `/api/admin/cuttings/${entry.cuttingId}/diary/${entry.entryId}` };
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/cuttings/:id/diary/:entryId/images/:publicId',
    access: S,
    request: async (w) => {
      const entry = await w.cuttingDiaryEntry();
      return {
        url: `/api/admin/cuttings/${entry.cuttingId}/diary/${entry.entryId}/images/${entry.publicId}`,
      };
    },
  },

  // News: read P, writes S
  { method: 'GET', route: '/api/news', access: P, request: at('/api/news') },
  {
    method: 'POST',
    route: '/api/news',
    access: S,
    request: () => ({ url: '/api/news', payload: { title: 'Hi', body: 'All well' } }),
  },
  {
    method: 'PUT',
    route: '/api/news/:id',
    access: S,
    request: async (w) => ({
      url: `/api/news/${await w.freshNews()}`,
      payload: { title: 'Hi again', body: 'Still well' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/news/:id',
    access: S,
    request: async (w) => ({ url: `/api/news/${await w.freshNews()}` }),
  },

  // Outside callers: the health probe,  the API description, and the cloud's webhook (its own shared secret, no user token)
  { method: 'GET', route: '/api/health', access: P, request: at('/api/health') },
  { method: 'GET', route: '/api/health/ready', access: P, request: at('/api/health/ready') },
  { method: 'GET', route: '/api/docs', access: P, request: at('/api/docs') },
  // The browsable reference drawn from it: a page, and its scripts and styles
  { method: 'GET', route: '/api/reference', access: P, request: at('/api/reference') },
  {
    method: 'GET',
    route: '/api/reference/:file',
    access: P,
    request: at('/api/reference/reference.js'),
  },
  { method: 'POST', route: '/api/webhooks/particle', access: P, request: (w) => w.webhookDelivery() },
  { method: 'POST', route: '/api/webhooks/telegram', access: P, request: (w) => w.telegramUpdate() },

  ...CROP_ACCESS_ROWS,
  ...CLIMATE_PROFILE_ACCESS_ROWS,

  // Outside /api: Prometheus' scrape, with METRICS_TOKEN as its bearer (the matrix runs with metrics on).
  {
    method: 'GET',
    route: '/metrics',
    note: 'METRICS_TOKEN',
    access: TOKEN_ONLY,
    request: () => ({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }),
  },
];
