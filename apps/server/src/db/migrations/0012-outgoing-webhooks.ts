import type { Kysely } from 'kysely';

// Frozen in time. Outgoing webhooks: the hooks admins configure, their outbox (one row
// per event and hook, kept as the delivery log), and the device status last announced to them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    // A JSON array of event names; a handful of hooks, each read whole.
    .addColumn('events', 'text', (c) => c.notNull())
    // The HMAC key of the signature header: kept as is, since signing needs it.
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('disabled_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    // Also the body's `id` and the X-Canopy-Delivery header, so a receiver can drop a repeat.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_id', 'text', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    // What happened, once per hook: `alert:<id>:opened`, `device:<id>:offline:<ms>`.
    .addColumn('event_key', 'text', (c) => c.notNull())
    // The exact bytes sent and signed, the same on every attempt.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_ms', 'bigint', (c) => c.notNull())
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One delivery per event per hook, however many transactions or instances raise it.
  await db.schema
    .createIndex('webhook_deliveries_event_idx')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'event_key'])
    .unique()
    .execute();
  // What is due, hook by hook.
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'status', 'next_attempt_ms'])
    .execute();
  // The log of one hook, newest first (ids are time-ordered).
  await db.schema
    .createIndex('webhook_deliveries_log_idx')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'id'])
    .execute();

  // The online/offline status of each device as last announced; a change is a compare-and-set on it.
  await db.schema
    .createTable('webhook_device_states')
    .addColumn('device_id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_device_states').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
}
