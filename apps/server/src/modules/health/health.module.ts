import type { Kysely } from 'kysely';
import type { AppModule } from '../../app-module.ts';
import type { Database } from '../../db/schema.ts';
import { registerHealthRoutes } from './health.routes.ts';

/** Liveness and readiness. */
export function createHealthModule(deps: { db: Kysely<Database> }): AppModule {
  return { routes: (app) => registerHealthRoutes(app, deps.db) };
}
