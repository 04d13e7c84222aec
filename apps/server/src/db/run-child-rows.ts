import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The tables of dated records kept against a run: each has `run_id`, `at`, `created_at` and `id`. */
export type RunChildTable = 'plant_losses' | 'plant_group_photos' | 'scouting' | 'treatments';

/**
 * A run's rows of one of those tables, oldest first: as dated, then as stored, then by id, so rows of one
 * instant keep one order on both dialects. The caller names its row type: the query is typed over all four.
 */
export function runChildRows(db: Kysely<Database>, table: RunChildTable, runId: string) {
  return db
    .selectFrom(table)
    .selectAll()
    .where('run_id', '=', runId)
    .orderBy('at')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
