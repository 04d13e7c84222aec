import type { Kysely } from 'kysely';

// Frozen in time. Live events too large for a PostgreSQL NOTIFY payload (8,000 bytes): stored here
// for a few minutes and notified by id. SQLite has the table too, unused: one schema for both dialects.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // A JSON array of events.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_ms', 'bigint', (c) => c.notNull())
    .execute();
  // The pruning job deletes by age.
  await db.schema.createIndex('live_events_created_idx').on('live_events').column('created_ms').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_events').execute();
}
