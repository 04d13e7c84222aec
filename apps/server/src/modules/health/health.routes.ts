import { sql } from 'kysely';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';

const healthSchema = z.object({ status: z.literal('ok') });

export function registerHealthRoutes(app: AppInstance, db: Kysely<Database>): void {
  app.get(
    '/api/health',
    { config: { policy: 'public' }, schema: { tags: ['health'], response: { 200: healthSchema } } },
    async () => {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const };
    },
  );
}
