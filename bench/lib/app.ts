import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import type { Clock } from '../../apps/server/src/lib/clock.ts';
import { fixedClock } from './fixed-clock.ts';

/** A seeded SQLite file, or a seeded PostgreSQL database's URL. */
export type BenchDatabase = { sqlitePath: string } | { databaseUrl: string };

/** The product's app exactly as main.ts builds it (minus the device cloud), with an admin's token. */
export async function startOursApp(
  target: string | BenchDatabase,
  clock: Clock = fixedClock(),
): Promise<{ app: App; token: string }> {
  const where = typeof target === 'string' ? { sqlitePath: target } : target;
  const database = openDatabase({ sqlitePath: '', ...where });
  await migrateToLatest(database.db);
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>bench</title>');
  const app = await buildApp({
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
  await app.services.users.create({ email, password, role: 'admin' });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return { app, token: login.json<{ token: string }>().token };
}
