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
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Unordered: parallel branches land their numbered migrations in any order, and each stands alone.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
