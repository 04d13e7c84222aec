import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DATA_FOLDERS } from './backup-manifest.ts';
import { targetNotEmpty } from './backup.errors.ts';

/**
 * What an empty DATA_DIR may already hold: the signing key an operator keeps on purpose (it is not in
 * the archive) and a file system's own folder. Empty data folders count as empty too.
 */
const LEFT_ALONE = new Set(['jwt-secret', 'lost+found']);

/** Refuses a DATA_DIR with a database, stored files or anything else of unknown purpose in it. */
export async function assertDataDirEmpty(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (LEFT_ALONE.has(entry.name)) continue;
    const isDataFolder = DATA_FOLDERS.some((folder) => folder === entry.name);
    if (isDataFolder && entry.isDirectory() && (await readdir(path.join(dataDir, entry.name))).length === 0) {
      continue;
    }
    throw targetNotEmpty(`DATA_DIR (${dataDir}) already holds ${entry.name}`);
  }
}

/** Refuses a PostgreSQL database whose schema has any table, view or sequence at all. */
export async function assertPostgresEmpty(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ name: string }>`select c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
    order by c.relname limit 3`.execute(db);
  if (rows.length > 0) {
    throw targetNotEmpty(
      `the database in DATABASE_URL already has tables (${rows.map((row) => row.name).join(', ')}, ...); ` +
        'create a new database for the restore',
    );
  }
}
