import type { Kysely } from 'kysely';

// Frozen in time. Each attempt of an outgoing webhook delivery, kept beside the delivery (which keeps
// only the last answer): when, the receiver's status, how long it took, what failed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_delivery_attempts')
    // A delivery pruned from the log, or its webhook deleted, takes its attempts along.
    .addColumn('delivery_id', 'text', (c) =>
      c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
    )
    // 1 for the first attempt; the delivery's `attempts` is the last one's number.
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    // The receiver's HTTP status; null when it never answered (a network error, a timeout).
    .addColumn('status', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    // Read a page of deliveries' attempts at once, in order.
    .addPrimaryKeyConstraint('webhook_delivery_attempts_pk', ['delivery_id', 'attempt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_delivery_attempts').execute();
}
