import type { Kysely } from 'kysely';

// Frozen in time. The audit log: who changed what, and every sign-in, written in the
// transaction of the change it records.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    // UUIDv7: with `ts`, the key the log pages by, newest first.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ts', 'text', (c) => c.notNull())
    // No foreign key: the entry outlives the user it names, so the email is kept beside the id.
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    // JSON of {field: [before, after]}; a secret field appears with no values.
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_ts_idx').on('audit_log').columns(['ts', 'id']).execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity', 'entity_id', 'ts'])
    .execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'ts']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
