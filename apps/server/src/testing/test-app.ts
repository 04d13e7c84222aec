import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@canopy/shared/roles';
import type { User } from '@canopy/shared/schemas/users';
import { composeApp, type App, type AppDeps, type AppServices, type ComposedApp } from '../app.ts';
import type { DatabaseHandle, DialectName } from '../db/database.ts';
import { FakeClock } from './fake-clock.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * Test apps hash passwords at argon2's smallest cost: thousands of test users at OWASP's cost were
 * minutes of the suite. Checks read the cost from the hash, so the login path is the same; the login
 * timing test, which is about argon2's cost, asks for the real one.
 */
export const TEST_PASSWORD_COST = { memoryCost: 64, timeCost: 1 } as const;

export interface TestUser {
  user: User;
  password: string;
  token: string;
  auth: { authorization: string };
}

/** An app with the parts it was composed of: tests drive jobs and services by hand through them. */
export type TestApp = ComposedApp;

export interface TestContext {
  app: App;
  services: AppServices;
  responseSerializers: ComposedApp['responseSerializers'];
  database: TestDatabase;
  clock: FakeClock;
  /** Creates a user through the service and logs them in over HTTP. */
  createUser(role: Role, email?: string): Promise<TestUser>;
  login(email: string, password: string, ip?: string): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/** A real app on a real database of the dialect, with a fake clock and a tiny built web app. */
export async function createTestContext(
  dialect: DialectName,
  overrides: Pick<
    AppDeps,
    | 'deviceCloud'
    | 'notifications'
    | 'push'
    | 'jobs'
    | 'webhookSecret'
    | 'publicUrl'
    | 'dataDir'
    | 'firmwareDir'
    | 'fileStorage'
    | 'firmwareStorage'
    | 'outgoingWebhookTimeoutMs'
    | 'metricsToken'
    | 'oidc'
    | 'trustProxy'
    | 'rateLimitPerMinute'
    | 'mfaRequiredRoles'
    | 'mqtt'
    | 'passwordCost'
  > = {},
): Promise<TestContext> {
  const database = await createTestDatabase(dialect);
  const clock = new FakeClock(Date.now());
  const { app, services, responseSerializers } = await buildTestApp(database, { clock, ...overrides });
  await app.ready();

  async function login(email: string, password: string, ip = '127.0.0.1') {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json<{ token: string }>().token;
  }

  return {
    app,
    services,
    responseSerializers,
    database,
    clock,
    login,
    async createUser(role, email) {
      counter += 1;
      const password = `password-${counter}-long-enough`;
      const user = await services.users.create({
        email: email ?? `${role}-${counter}@example.test`,
        password,
        role,
      });
      const token = await login(user.email, password);
      return { user, password, token, auth: { authorization: `Bearer ${token}` } };
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * An app as the test context builds one (a tiny built web app, no flush timer, a fake clock unless given),
 * with its services, on a database made elsewhere: a second instance on a context's database, say.
 * Closing the app leaves the database open.
 */
export async function buildTestApp(
  database: DatabaseHandle,
  overrides: Partial<AppDeps> = {},
): Promise<TestApp> {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'canopy-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Canopy test</title>');
  const composed = await composeApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    webDistDir,
    clock: new FakeClock(Date.now()),
    telemetryFlushMs: 0,
    passwordCost: TEST_PASSWORD_COST,
    ...overrides,
  });
  composed.app.addHook('onClose', async () => rmSync(webDistDir, { recursive: true, force: true }));
  return composed;
}
