import type { Kysely } from 'kysely';

// Frozen in time. Single sign-on (DESIGN 26): which provider account (issuer, subject) is which user; the
// logins under way between the redirect to the provider and its callback (so any instance can finish one);
// and the outcome of a finished callback, parked for the web app to collect once with its handoff code.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_identities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // A deleted account takes its link along: the next login through the provider starts afresh.
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('oidc_identities_subject_uq')
    .on('oidc_identities')
    .columns(['issuer', 'subject'])
    .unique()
    .execute();
  await db.schema.createIndex('oidc_identities_user_idx').on('oidc_identities').column('user_id').execute();

  await db.schema
    .createTable('oidc_login_states')
    // SHA-256 of the `state` sent to the provider, in hex.
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    // SHA-256 of the random value in the browser's cookie: the state is good in that browser only.
    .addColumn('binding_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('oidc_handoffs')
    // SHA-256 of the one-time code the callback put in the web page's address.
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('binding_hash', 'text', (c) => c.notNull())
    // A login that succeeded names its account; a refused one its status and error code.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('error_status', 'integer')
    .addColumn('error_code', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_handoffs').execute();
  await db.schema.dropTable('oidc_login_states').execute();
  await db.schema.dropTable('oidc_identities').execute();
}
