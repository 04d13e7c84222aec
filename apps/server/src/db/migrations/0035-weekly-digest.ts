import type { Kysely } from 'kysely';

// Frozen in time. The weekly digest (DESIGN 26): each person's opt-in; one row per person and week in
// `digest_sends`, whose unique key is what sends a week's digest once across restarts and instances; and an
// e-mail's HTML body and one attachment on the outbox rows that carry them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notification_settings')
    .addColumn('digest', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('digest_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The local date (YYYY-MM-DD, site zone) of the Monday the week reported began.
    .addColumn('week_start', 'text', (c) => c.notNull())
    // `sent` (queued in the outbox), `skipped` (nothing happened, or no channel) or `failed`.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('channels', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('digest_sends_user_week_uq')
    .on('digest_sends')
    .columns(['user_id', 'week_start'])
    .unique()
    .execute();
  await db.schema.alterTable('notifications').addColumn('html', 'text').execute();
  // One attachment as JSON {filename, contentType, base64}: the digest's PDF.
  await db.schema.alterTable('notifications').addColumn('attachment', 'text').execute();
}
