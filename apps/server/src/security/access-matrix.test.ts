import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCloud, type TestCloud } from '../testing/device-fixtures.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { DIALECTS } from '../testing/test-databases.ts';
import {
  ACCESS_MATRIX,
  type AccessRequest,
  type AccessRow,
  type Caller,
  type Outcome,
} from '../testing/security/access-matrix.ts';
import type { FakeTelegram } from '../testing/fake-telegram.ts';
import {
  createCallers,
  createWorld,
  startMatrixTelegram,
  type Callers,
  type World,
} from '../testing/security/access-world.ts';
import { METRICS_TOKEN, WEBHOOK_SECRET } from '../testing/security/access-callers.ts';
import { databaseFingerprint } from '../testing/security/db-fingerprint.ts';

const CALLERS: readonly Caller[] = ['anonymous', 'user', 'superuser', 'admin', 'creator'];

const routeKey = (method: string, route: string) => `${method} ${route}`;

describe.each(DIALECTS)('the access matrix on %s', (dialect) => {
  let t: TestContext;
  let cloud: TestCloud;
  let callers: Callers;
  let world: World;
  let baseUrl: string;
  let telegram: FakeTelegram;

  beforeAll(async () => {
    cloud = await startTestCloud();
    const matrixTelegram = await startMatrixTelegram();
    telegram = matrixTelegram.telegram;
    t = await createTestContext(dialect, {
      deviceCloud: cloud.cloud,
      webhookSecret: WEBHOOK_SECRET,
      notifications: matrixTelegram.notifications,
      metricsToken: METRICS_TOKEN,
    });
    callers = await createCallers(t);
    world = await createWorld(t, callers);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await cloud.sim.close();
    await telegram.close();
  });

  it('has a row for every registered /api route and no row for a route that does not exist', () => {
    const registered = new Set(t.app.apiRoutes.map((r) => routeKey(r.method, r.url)));
    const covered = new Set(ACCESS_MATRIX.map((row) => routeKey(row.method, row.route)));
    expect([...registered].filter((key) => !covered.has(key)).sort()).toEqual([]);
    // Rows outside /api (the token-guarded /metrics) are not in apiRoutes; they must name a real route too.
    const exists = (row: AccessRow) =>
      row.route.startsWith('/api')
        ? registered.has(routeKey(row.method, row.route))
        : t.app.hasRoute({ method: row.method, url: row.route });
    expect(ACCESS_MATRIX.filter((row) => !exists(row)).map((row) => routeKey(row.method, row.route))).toEqual(
      [],
    );
  });

  // Hundreds of requests, each refused write between two fingerprints of every table: 20 s alone on
  // PostgreSQL, so the default 30 s is too close when the whole suite shares the machine.
  it(
    'answers every caller as the matrix says, and a refused write changes nothing',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      let cases = 0;
      for (const row of ACCESS_MATRIX) {
        for (const caller of CALLERS) {
          const expected = row.access[caller];
          if (expected === undefined) continue;
          cases += 1;
          const failure = await check(row, caller, expected);
          if (failure)
            failures.push(
              `${routeKey(row.method, row.route)}${row.note ? ` (${row.note})` : ''} as ${caller}: ${failure}`,
            );
        }
      }
      expect(failures).toEqual([]);
      expect(cases).toBeGreaterThan(300);
    },
  );

  async function check(row: AccessRow, caller: Caller, expected: Outcome): Promise<string | null> {
    const request = await row.request(world, caller);
    const auth = await authFor(caller, row.ownSession === true);
    const refusedWrite = expected !== 'ok' && row.method !== 'GET';
    const before = refusedWrite ? await databaseFingerprint(t.database) : null;
    const forwardedBefore = cloud.forwarded.length;

    const status = row.stream ? await streamStatus(request, auth) : await injectStatus(row, request, auth);

    const problems: string[] = [];
    const statusOk = expected === 'ok' ? status >= 200 && status < 300 : status === expected;
    if (!statusOk) problems.push(`expected ${expected}, got ${status}`);
    if (before !== null) {
      if ((await databaseFingerprint(t.database)) !== before)
        problems.push('the refused call changed the database');
      if (cloud.forwarded.length !== forwardedBefore)
        problems.push('the refused call reached the device cloud');
    }
    return problems.length > 0 ? problems.join('; ') : null;
  }

  /** The caller's bearer header; a session of its own for calls that end the session they run on. */
  async function authFor(caller: Caller, ownSession: boolean): Promise<Record<string, string>> {
    if (caller === 'anonymous') return {};
    const who = callers[caller];
    if (!ownSession) return who.auth;
    return { authorization: `Bearer ${await t.login(who.user.email, who.password)}` };
  }

  async function injectStatus(row: AccessRow, request: AccessRequest, auth: Record<string, string>) {
    const response = await t.app.inject({
      method: row.method,
      url: request.url,
      headers: { ...request.headers, ...auth },
      ...(request.payload !== undefined && { payload: request.payload }),
    });
    return response.statusCode;
  }

  /** A server-sent stream never ends by itself: read the status line over a real socket, then hang up. */
  async function streamStatus(request: AccessRequest, auth: Record<string, string>) {
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}${request.url}`, { headers: auth, signal: controller.signal });
    controller.abort();
    return response.status;
  }
});
