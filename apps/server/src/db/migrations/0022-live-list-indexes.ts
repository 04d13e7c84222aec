import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time. Since the trash (0019) every bug and task list also asks `deleted_at is null`, and
// the indexes of 0008 do not hold that column: the closed bugs' and done tasks' totals went from a
// covering index scan to a table lookup per archived row (the closed page over 10,000 bugs cost 1.8 times
// the page over 100), and the planner served the open lists from the plain `deleted_at` index (every live
// row has the same null there) and sorted them. Here:
// - the archive indexes hold live rows by status, so a page and its total read the index alone;
// - `(status, deleted_at, created_at, id)` serves the lists a status at a time in their keyset order
//   (the priority and status sorts, the status filter, closed bugs beside the open ones); the lists by
//   date read the unfinished rows through 0008's partial indexes;
// SQLite takes `deleted_at is null` as an equality on an index column (then ordered by the next ones) but
// reads a partial index's rows to check its condition; PostgreSQL orders by the next columns only after
// `=`, and counts from a partial index alone. So `deleted_at` is a column of these indexes on SQLite and
// their condition on PostgreSQL.
// - the `deleted_at` indexes keep only the trash's rows (the trash and the purge ask `is not null`), so no
//   list of live rows is ever read through them.
const TABLES = [
  { table: 'bugs', finished: 'status_changed_at', archive: 'bugs_status_changed_idx' },
  { table: 'tasks', finished: 'completed_at', archive: 'tasks_status_completed_idx' },
] as const;

/** An index of live rows by status, then `columns`. */
async function createLiveIndex(db: Kysely<unknown>, table: string, name: string, columns: string[]) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns(['status', ...columns])
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
  } else {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns(['status', 'deleted_at', ...columns])
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, finished, archive } of TABLES) {
    await db.schema.dropIndex(archive).execute();
    await createLiveIndex(db, table, `${table}_live_finished_idx`, [finished, 'id']);
    await createLiveIndex(db, table, `${table}_live_status_created_idx`, ['created_at', 'id']);
    await db.schema.dropIndex(`${table}_deleted_at_idx`).execute();
    await db.schema
      .createIndex(`${table}_deleted_at_idx`)
      .on(table)
      .column('deleted_at')
      .where(sql.ref('deleted_at'), 'is not', null)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, finished, archive } of TABLES) {
    await db.schema.dropIndex(`${table}_deleted_at_idx`).execute();
    await db.schema.createIndex(`${table}_deleted_at_idx`).on(table).column('deleted_at').execute();
    await db.schema.dropIndex(`${table}_live_status_created_idx`).execute();
    await db.schema.dropIndex(`${table}_live_finished_idx`).execute();
    await db.schema.createIndex(archive).on(table).columns(['status', finished, 'id']).execute();
  }
}
