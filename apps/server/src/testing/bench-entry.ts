// The bench's one way into the server (bench/ imports nothing else of apps/server): what it builds,
// seeds and measures. It lives beside the tests' harness, so `tsc -p apps/server` checks it with the
// server, and a server change that moves any of these breaks here rather than in bench's many files.
import type { AppDeps, ComposedApp } from '../app.ts';

export type { App, AppDeps, AppServices, ComposedApp } from '../app.ts';
export { openDatabase, type DatabaseHandle } from '../db/database.ts';
export { migrateToLatest } from '../db/migrate.ts';
export { SqliteDatabase, type SqliteConnection } from '../db/sqlite-driver.ts';
export { SECURITY_HEADERS } from '../http/security-headers.ts';
export type { Clock } from '../lib/clock.ts';
export { leadingHeaders, RAW_COLUMNS } from '../modules/history-export/export-columns.ts';
export { ensureMonths } from '../modules/history/reading-partitions.ts';
export type { LiveEvent } from '../modules/live/live-bus.ts';
export { labelFonts } from '../modules/qr-labels/label-fonts.ts';
export { rollupColumns } from '../modules/telemetry/rollup-spec.ts';
export { rebuildRollups } from '../modules/telemetry/rollups-rebuild.ts';
export { parseClimate, parseSoil, parseWater } from '../modules/telemetry/telemetry-parser.ts';
export { HISTORY_COLUMNS, telemetryRepository } from '../modules/telemetry/telemetry.repository.ts';
export { toRoomGroup } from '../modules/runs/run-reader.ts';
export { createRunsRepository } from '../modules/runs/runs.repository.ts';
export { setup as startThrowawayPostgres } from './postgres-global-setup.ts';
export { withPgClient } from './test-databases.ts';
export { freePort } from './server-process.ts';
export { serverNodeFlags } from './start-flags.ts';

/**
 * The product's composition root (app.ts), loaded on first use: the reference servers import this entry
 * for the SQLite driver and the security headers, and stay bare node:http processes without Fastify and
 * the rest of the app in their heap.
 */
export async function composeApp(deps: AppDeps): Promise<ComposedApp> {
  const { composeApp: compose } = await import('../app.ts');
  return compose(deps);
}
