import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@canopy/shared/roles';
import type { User } from '@canopy/shared/schemas/users';
import { buildApp, type App, type AppDeps } from '../app.ts';
import type { DatabaseHandle, DialectName } from '../db/database.ts';
import { FakeClock } from './fake-clock.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestUser {
  user: User;
  password: string;
  token: string;
  auth: { authorization: string };
}

export interface TestContext {
  app: App;
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
    | 'trustProxy'
    | 'rateLimitPerMinute'
    | 'mfaRequiredRoles'
    | 'mqtt'
  > = {},
): Promise<TestContext> {
  const database = await createTestDatabase(dialect);
  const clock = new FakeClock(Date.now());
  const app = await buildTestApp(database, { clock, ...overrides });
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
    database,
    clock,
    login,
    async createUser(role, email) {
      counter += 1;
      const password = `password-${counter}-long-enough`;
      const user = await app.services.users.create({
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
 * on a database made elsewhere: a second instance on a context's database, say. Closing the app leaves
 * the database open.
 */
export async function buildTestApp(database: DatabaseHandle, overrides: Partial<AppDeps> = {}): Promise<App> {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'canopy-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Canopy test</title>');
  const app = await buildApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    webDistDir,
    clock: new FakeClock(Date.now()),
    telemetryFlushMs: 0,
    ...overrides,
  });
  app.addHook('onClose', async () => rmSync(webDistDir, { recursive: true, force: true }));
  return app;
}
