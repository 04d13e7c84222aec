import { sql } from 'kysely';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppInstance } from '../../http/app-instance.ts';

const healthSchema = z.object({ status: z.literal('ok') });
const OK = { status: 'ok' } as const;

export const databaseUnreachable = () =>
  new AppError(503, 'database.busy', 'The database is not answering', { 'retry-after': '5' });

/**
 * Two probes (docs/operations.md). Liveness answers as long as the process serves HTTP and touches
 * nothing else, so a database outage never gets a healthy process restarted and the probe stays a
 * measure of the event loop. Readiness also asks the database, for a load balancer or an orchestrator
 * deciding whether to send traffic here.
 */
export function registerHealthRoutes(app: AppInstance, db: Kysely<Database>): void {
  app.get(
    '/api/health',
    {
      config: { policy: 'public' },
      schema: {
        operationId: 'getLiveness',
        summary: 'Liveness probe',
        tags: ['health'],
        description: 'Liveness: the process serves HTTP.',
        response: { 200: healthSchema },
      },
    },
    () => OK,
  );
  app.get(
    '/api/health/ready',
    {
      config: { policy: 'public' },
      schema: {
        operationId: 'getReadiness',
        summary: 'Readiness probe',
        errors: [503],
        tags: ['health'],
        description: 'Readiness: the process serves HTTP and its database answers; 503 when it does not.',
        response: { 200: healthSchema },
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database not answering');
        throw databaseUnreachable();
      }
      return OK;
    },
  );
}
