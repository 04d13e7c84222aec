import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema.ts';
import * as m0001 from './migrations/0001-users-and-sessions.ts';
import * as m0002 from './migrations/0002-devices.ts';

/** Listed in code rather than read from disk, so bundling or a changed cwd cannot skip one. */
const migrations: Record<string, Migration> = {
  '0001-users-and-sessions': m0001,
  '0002-devices': m0002,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
