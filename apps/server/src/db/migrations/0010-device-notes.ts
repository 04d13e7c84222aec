import type { Kysely } from 'kysely';

// Frozen in time. Notes pinned on a device's charts. `ts` is the moment on the chart,
// epoch milliseconds in bigint like the readings' ts; the author's id and email are copied onto the row, so
// a note still names its author after the account is deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_notes_device_ts_idx')
    .on('device_notes')
    .columns(['device_id', 'ts'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_notes').execute();
}
