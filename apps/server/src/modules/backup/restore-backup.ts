import { createHash } from 'node:crypto';
import { link, mkdir, mkdtemp, readdir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DialectName } from '../../db/database.ts';
import { MIGRATION_NAMES } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';
import { MANIFEST_PATH, type BackupManifest } from './backup-manifest.ts';
import { archiveDamaged, newerSchema, targetNotEmpty } from './backup.errors.ts';
import { placeDataFolders, stageFile } from './restore-files.ts';
import { finishSchema, prepareSchemaOfBackup } from './restore-schema.ts';
import { assertDataDirEmpty, assertPostgresEmpty } from './restore-target.ts';
import { createTableLoader } from './table-loader.ts';
import { readTarGz } from './tar-reader.ts';
import { verifyArchive } from './verify-archive.ts';

export interface RestoreOptions {
  dataDir: string;
  /** `postgres://...` of an empty database; unset restores into DATA_DIR/canopy.db (SQLite). */
  databaseUrl: string | undefined;
  archive: string;
  now?: () => Date;
  /** Stops the restore between entries and batches (Ctrl-C); the target is left as it was. */
  signal?: AbortSignal;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  dialect: DialectName;
}

const SQLITE_FILE = 'canopy.db';

/**
 * Fills an empty target from an archive. Nothing is written until the whole archive has been read and
 * checked against its manifest; then the rows go into a staging database (SQLite: a file in a staging
 * folder; PostgreSQL: one transaction) and the files into the staging folder, and only when all of it
 * has succeeded is it moved into place. A failure on the way leaves the target as it was: empty.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const dialect: DialectName = options.databaseUrl ? 'postgres' : 'sqlite';
  await assertDataDirEmpty(options.dataDir);
  const postgres = options.databaseUrl
    ? openDatabase({ databaseUrl: options.databaseUrl, sqlitePath: '' })
    : null;
  try {
    if (postgres) await assertPostgresEmpty(postgres.db);
    const { manifest, manifestSha256 } = await verifyArchive(options.archive);
    const unknown = manifest.schema.migrations.filter((name) => !MIGRATION_NAMES.includes(name));
    if (unknown.length > 0) throw newerSchema(unknown);

    await mkdir(options.dataDir, { recursive: true });
    const staging = await mkdtemp(path.join(options.dataDir, '.restore-'));
    const database = postgres ?? openDatabase({ sqlitePath: path.join(staging, SQLITE_FILE) });
    try {
      const takeFilesOut = await database.db.connection().execute((db) =>
        inOneTransaction(db, dialect, async () => {
          if (postgres) await assertPostgresEmpty(db);
          await prepareSchemaOfBackup(db, manifest);
          await loadArchive(db, dialect, options, manifest, manifestSha256, staging);
          await finishSchema(db, dialect);
          return placeDataFolders(staging, options.dataDir);
        }),
      );
      if (!postgres) {
        await database.destroy();
        await placeSqliteFile(staging, options.dataDir).catch(async (error: unknown) => {
          await takeFilesOut();
          throw error;
        });
      }
    } finally {
      if (!postgres) await database.destroy().catch(() => undefined);
      await rm(staging, { recursive: true, force: true });
    }
    return { manifest, dialect };
  } finally {
    await postgres?.destroy();
  }
}

/**
 * BEGIN .. COMMIT on the one connection `db` is bound to. The migrator runs inside it too (told not to
 * open its own), so on PostgreSQL the schema, the rows and the sequences commit together or not at all.
 * `work` returns how to undo what it did outside the database, used when the commit fails and returned.
 */
async function inOneTransaction(
  db: Kysely<Database>,
  dialect: DialectName,
  work: () => Promise<() => Promise<void>>,
): Promise<() => Promise<void>> {
  await sql`begin`.execute(db);
  let undo: (() => Promise<void>) | undefined;
  try {
    if (dialect === 'postgres') await sql`set local statement_timeout = 0`.execute(db);
    // Every key is still checked, at commit: the dump's order already puts parents first.
    if (dialect === 'sqlite') await sql`pragma defer_foreign_keys = on`.execute(db);
    undo = await work();
    await sql`commit`.execute(db);
    return undo;
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => undefined);
    await undo?.();
    throw error;
  }
}

/** The second read of the archive: rows into the database, files into the staging folder. */
async function loadArchive(
  db: Kysely<Database>,
  dialect: DialectName,
  options: RestoreOptions,
  manifest: BackupManifest,
  manifestSha256: string,
  staging: string,
): Promise<void> {
  const now = (options.now?.() ?? new Date()).getTime();
  const loader = await createTableLoader(db, dialect, manifest, now, options.signal);
  const parts = manifest.tables.flatMap((table) => table.parts.map((part) => ({ table: table.name, part })));
  const files = new Map(manifest.files.map((file) => [`files/${file.path}`, file]));
  let nextPart = 0;
  await readTarGz(options.archive, async (entry) => {
    options.signal?.throwIfAborted();
    if (entry.path === MANIFEST_PATH) {
      const hash = createHash('sha256');
      for await (const chunk of entry.body) hash.update(chunk);
      if (hash.digest('hex') !== manifestSha256) throw archiveDamaged('it changed while it was restored');
      return;
    }
    const file = files.get(entry.path);
    if (file) return stageFile(staging, file, entry.body);
    // Parts must come in the manifest's order: parents' rows before their children's.
    const expected = parts[nextPart];
    if (!expected || expected.part.path !== entry.path) throw archiveDamaged(`${entry.path} is out of place`);
    nextPart += 1;
    await loader.loadPart(expected.table, expected.part.path, entry.body);
  });
  if (nextPart !== parts.length) throw archiveDamaged('it ends before all its rows');
}

/** Links the finished SQLite file into DATA_DIR: a link never replaces a file someone put there since. */
async function placeSqliteFile(staging: string, dataDir: string): Promise<void> {
  const names = (await readdir(staging)).filter((name) => name.startsWith(SQLITE_FILE));
  // The main file last: its arrival is what makes the restore visible to a server starting up.
  names.sort((a, b) => (a === SQLITE_FILE ? 1 : b === SQLITE_FILE ? -1 : 0));
  const placed: string[] = [];
  try {
    for (const name of names) {
      await link(path.join(staging, name), path.join(dataDir, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') throw targetNotEmpty(`DATA_DIR/${name} appeared while the restore ran`);
        throw error;
      });
      placed.push(path.join(dataDir, name));
    }
  } catch (error) {
    for (const file of placed) await unlink(file).catch(() => undefined);
    throw error;
  }
}
