import type { Kysely } from 'kysely';
import type { AppModule } from '../../app-module.ts';
import type { Database } from '../../db/schema.ts';
import { registerAuditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';

/** The audit log's reading side (entries are written by `record-audit.ts` in each change's transaction). */
export function createAuditModule(deps: { db: Kysely<Database> }): AppModule {
  const service = createAuditService(deps.db);
  return { routes: (app) => registerAuditRoutes(app, service) };
}
