import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema.ts';
import * as m0001 from './migrations/0001-users-and-sessions.ts';
import * as m0002 from './migrations/0002-devices.ts';
import * as m0003 from './migrations/0003-files-strains-news.ts';
import * as m0004 from './migrations/0004-bugs-and-tasks.ts';
import * as m0005 from './migrations/0005-bug-and-task-photos.ts';
import * as m0006 from './migrations/0006-cuttings.ts';
import * as m0007 from './migrations/0007-alerts.ts';
import * as m0008 from './migrations/0008-archive-lists.ts';
import * as m0009 from './migrations/0009-history-rollups.ts';
import * as m0010 from './migrations/0010-device-notes.ts';
import * as m0011 from './migrations/0011-partition-readings.ts';
import * as m0012 from './migrations/0012-outgoing-webhooks.ts';
import * as m0013 from './migrations/0013-live-events.ts';
import * as m0014 from './migrations/0014-mfa.ts';
import * as m0015 from './migrations/0015-sessions-and-tokens.ts';
import * as m0016 from './migrations/0016-idempotency-keys.ts';
import * as m0018 from './migrations/0018-audit-log.ts';
import * as m0019 from './migrations/0019-trash.ts';
import * as m0020 from './migrations/0020-push-subscriptions.ts';
import * as m0023 from './migrations/0023-webhook-delivery-attempts.ts';
import * as m0024 from './migrations/0024-rate-limit-counts.ts';
import * as m0022 from './migrations/0022-live-list-indexes.ts';
import * as m0025 from './migrations/0025-names-in-reader-language.ts';
import * as m0026 from './migrations/0026-rooms-and-runs.ts';
import * as m0027harvests from './migrations/0027-harvests.ts';
import * as m0028 from './migrations/0028-alert-crop.ts';
import * as m0029 from './migrations/0029-harvest-sums.ts';
import * as m0030 from './migrations/0030-group-photos.ts';
import * as m0031 from './migrations/0031-task-planning.ts';
import * as m0032 from './migrations/0032-feeding.ts';
import * as m0033 from './migrations/0033-automations.ts';
import * as m0034 from './migrations/0034-oidc-identities.ts';
import * as m0035 from './migrations/0035-weekly-digest.ts';
import * as m0036 from './migrations/0036-trash-partial-indexes.ts';
import * as m0037 from './migrations/0037-live-cutting-list-indexes.ts';

/** Listed in code rather than read from disk, so bundling or a changed cwd cannot skip one. */
const migrations: Record<string, Migration> = {
  '0001-users-and-sessions': m0001,
  '0002-devices': m0002,
  '0003-files-strains-news': m0003,
  '0004-bugs-and-tasks': m0004,
  '0005-bug-and-task-photos': m0005,
  '0006-cuttings': m0006,
  '0007-alerts': m0007,
  '0008-archive-lists': m0008,
  '0009-history-rollups': m0009,
  '0010-device-notes': m0010,
  '0011-partition-readings': m0011,
  '0012-outgoing-webhooks': m0012,
  '0013-live-events': m0013,
  '0014-mfa': m0014,
  '0015-sessions-and-tokens': m0015,
  '0016-idempotency-keys': m0016,
  '0018-audit-log': m0018,
  '0019-trash': m0019,
  '0020-push-subscriptions': m0020,
  '0023-webhook-delivery-attempts': m0023,
  '0024-rate-limit-counts': m0024,
  '0022-live-list-indexes': m0022,
  '0025-names-in-reader-language': m0025,
  '0026-rooms-and-runs': m0026,
  '0027-harvests': m0027harvests,
  '0028-alert-crop': m0028,
  '0029-harvest-sums': m0029,
  '0030-group-photos': m0030,
  '0031-task-planning': m0031,
  '0032-feeding': m0032,
  '0033-automations': m0033,
  '0034-oidc-identities': m0034,
  '0035-weekly-digest': m0035,
  '0036-trash-partial-indexes': m0036,
  '0037-live-cutting-list-indexes': m0037,
};

/** Every migration this code knows, by name: what a backup's schema version is checked against. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();

export interface MigrateOptions {
  /** Runs only these (restore: the schema the backup was taken at, before its rows go in). */
  only?: readonly string[];
  /** The caller holds a transaction on `db`'s one connection (restore), so the migrator opens none. */
  disableTransactions?: boolean;
}

export async function migrateToLatest(db: Kysely<Database>, options: MigrateOptions = {}): Promise<void> {
  const { only } = options;
  const chosen = only
    ? Object.fromEntries(Object.entries(migrations).filter(([name]) => only.includes(name)))
    : migrations;
  // Unordered: parallel branches land their numbered migrations in any order, and each stands alone.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => chosen },
    allowUnorderedMigrations: true,
    disableTransactions: options.disableTransactions ?? false,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
