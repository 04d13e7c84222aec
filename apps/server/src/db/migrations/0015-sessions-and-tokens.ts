import type { Kysely } from 'kysely';

/** Columns that let a person recognise a session in their list; one statement each, as SQLite wants. */
const SESSION_COLUMNS = ['user_agent', 'browser', 'os', 'ip_address', 'last_used_at'] as const;

// Frozen in time. Sessions learn where they are used; API tokens for scripts are stored as hashes.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of SESSION_COLUMNS) {
    await db.schema.alterTable('sessions').addColumn(column, 'text').execute();
  }

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // A deleted owner takes their tokens along: nothing acts for someone who is gone.
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    // SHA-256 of the whole token, in hex: the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user_id_idx').on('api_tokens').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
  for (const column of [...SESSION_COLUMNS].reverse()) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
}
