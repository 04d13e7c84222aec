import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type App,
  type AppServices,
  type Clock,
  composeApp,
  migrateToLatest,
  openDatabase,
} from '../../apps/server/src/testing/bench-entry.ts';
import { fixedClock } from './fixed-clock.ts';

/** A seeded SQLite file, or a seeded PostgreSQL database's URL. */
export type BenchDatabase = { sqlitePath: string } | { databaseUrl: string };

/** The product's app exactly as main.ts builds it (minus the device cloud), its services and an admin's token. */
export async function startOursApp(
  target: string | BenchDatabase,
  clock: Clock = fixedClock(),
): Promise<{ app: App; services: AppServices; token: string }> {
  const where = typeof target === 'string' ? { sqlitePath: target } : target;
  const database = openDatabase({ sqlitePath: '', ...where });
  await migrateToLatest(database.db);
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>bench</title>');
  const { app, services } = await composeApp({
    database,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
    webDistDir,
    clock,
    telemetryFlushMs: 0,
    logger: false,
    publicUrl: 'http://localhost:3000',
    // Counted on every call as in production, never reached: the load is one user's thousands a second.
    rateLimitPerMinute: 1_000_000_000,
  });
  await app.ready();
  // A fresh address each start: the seed file is reused across runs.
  const email = `bench-${process.pid}-${Date.now()}@example.test`;
  const password = 'bench-password-long-enough';
  await services.users.create({ email, password, role: 'admin' });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return { app, services, token: login.json<{ token: string }>().token };
}
