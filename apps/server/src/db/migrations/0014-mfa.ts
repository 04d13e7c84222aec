import type { Kysely } from 'kysely';

// Frozen in time. Two-factor login: each user's TOTP secret, their single-use recovery
// codes, the pending second steps of logins, and sessions that may only enrol until their user turns it on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_mfa')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Base32. Kept as is: checking a code needs the secret itself, unlike a password.
    .addColumn('secret', 'text')
    // Set up but not yet confirmed with a code; replaced by every new setup.
    .addColumn('pending_secret', 'text')
    .addColumn('enabled_at', 'text')
    // The last time step a code was accepted for: a code is never accepted twice (replay).
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mfa_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the normalized code, hex.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mfa_recovery_codes_user_code_idx')
    .on('mfa_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .unique()
    .execute();

  await db.schema
    .createTable('mfa_challenges')
    // SHA-256 of the mfaToken, hex: the token itself is never stored.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mfa_challenges_user_idx').on('mfa_challenges').column('user_id').execute();
  await db.schema
    .createIndex('mfa_challenges_expires_idx')
    .on('mfa_challenges')
    .column('expires_at')
    .execute();

  // 1: the session was opened for a user whose role requires two-factor login and who has none yet.
  await db.schema
    .alterTable('sessions')
    .addColumn('mfa_enrollment_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('mfa_enrollment_pending').execute();
  await db.schema.dropTable('mfa_challenges').execute();
  await db.schema.dropTable('mfa_recovery_codes').execute();
  await db.schema.dropTable('user_mfa').execute();
}
