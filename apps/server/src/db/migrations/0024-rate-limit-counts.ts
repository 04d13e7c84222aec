import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time. The global rate limit's counts on PostgreSQL, shared by every instance: one row per
// caller and fixed one-minute window, added to with an upsert. SQLite runs in one process and counts in
// memory; the table exists there too, unused, so both dialects keep one schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  let create = db.schema
    .createTable('rate_limit_counts')
    // `user:<id>` or `address:<ip>`.
    .addColumn('key', 'text', (c) => c.notNull())
    // The window's start, epoch ms (a multiple of its length).
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counts_pk', ['key', 'window_start']);
  // Unlogged: a count costs no WAL write and no flush to disk on every call, and a crash that empties
  // the table only gives callers a fresh minute.
  if (db.getExecutor().adapter instanceof PostgresAdapter) create = create.modifyFront(sql`unlogged`);
  await create.execute();
  // Expired windows are deleted by their start.
  await db.schema
    .createIndex('rate_limit_counts_window_idx')
    .on('rate_limit_counts')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counts').execute();
}
