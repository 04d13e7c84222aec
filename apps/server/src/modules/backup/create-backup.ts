import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_PATH,
  filesEntryPath,
  type BackupManifest,
  type ManifestFile,
  type ManifestTable,
} from './backup-manifest.ts';
import { outputExists } from './backup.errors.ts';
import type { DatabaseSnapshot } from './database-snapshot.ts';
import { pinDataFiles, type DataFile, type PinnedDataFiles } from './data-files.ts';
import { openPostgresSnapshot } from './postgres-snapshot.ts';
import { openSqliteSnapshot } from './sqlite-snapshot.ts';
import { writeTableParts } from './table-parts.ts';
import { createTarGzWriter, type TarGzWriter } from './tar-writer.ts';

export interface BackupOptions {
  dataDir: string;
  /** `postgres://...`; unset reads the SQLite file at DATA_DIR/canopy.db, as the server does. */
  databaseUrl: string | undefined;
  /**
   * `FILE_STORAGE`: with `s3` the files live in the bucket, which is backed up with its own tools, so the
   * archive holds the database only (whatever DATA_DIR still holds from before the move is not data).
   */
  fileStorage?: 'local' | 's3';
  /** The `.tar.gz` to write; it must not exist yet. */
  output: string;
  now?: () => Date;
  /** Stops the backup between batches (Ctrl-C): the partial archive and the pins are removed. */
  signal?: AbortSignal;
}

export interface BackupSummary {
  output: string;
  manifest: BackupManifest;
  bytes: number;
}

/**
 * Writes the database (one consistent snapshot, dumped as JSON lines) and every stored file on local disk
 * into one `.tar.gz` while the server keeps running, then the manifest with counts and checksums. The archive
 * appears under its name only once complete; a failure leaves nothing behind.
 */
export async function createBackup(options: BackupOptions): Promise<BackupSummary> {
  const exists = await stat(options.output).then(
    () => true,
    () => false,
  );
  if (exists) throw outputExists(options.output);
  const partial = path.join(
    path.dirname(options.output),
    `.${path.basename(options.output)}.${randomBytes(6).toString('hex')}.partial`,
  );
  let snapshot: DatabaseSnapshot | undefined;
  let pinned: PinnedDataFiles | undefined;
  let writer: TarGzWriter | undefined;
  try {
    snapshot = await openSnapshot(options);
    // Right after the snapshot opened, so the files match the rows it shows.
    const fileStorage = options.fileStorage ?? 'local';
    if (fileStorage === 'local') pinned = await pinDataFiles(options.dataDir);
    const createdAt = (options.now?.() ?? new Date()).toISOString();
    writer = createTarGzWriter(partial);
    const tables: ManifestTable[] = [];
    for (const table of snapshot.tables) {
      tables.push(await writeTableParts(writer, snapshot, table, options.signal));
    }
    // The rows are out: end the snapshot before the files, so the server's checkpoints resume sooner.
    await snapshot.close();
    const files: ManifestFile[] = [];
    for (const dataFile of pinned?.files ?? []) {
      options.signal?.throwIfAborted();
      files.push(await writeDataFile(writer, dataFile));
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt,
      dialect: snapshot.dialect,
      schema: { migrations: snapshot.migrations, latest: snapshot.migrations.at(-1) ?? null },
      tables,
      files,
      fileStorage,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writer.add(MANIFEST_PATH, manifestBytes.length, manifestBytes);
    await writer.finish();
    await rename(partial, options.output);
    return { output: options.output, manifest, bytes: (await stat(options.output)).size };
  } catch (error) {
    await writer?.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await snapshot?.close();
    await pinned?.release();
  }
}

function openSnapshot(options: BackupOptions): Promise<DatabaseSnapshot> {
  return options.databaseUrl
    ? openPostgresSnapshot(options.databaseUrl)
    : openSqliteSnapshot(path.join(options.dataDir, 'canopy.db'));
}

/** One stored file, hashed as it is copied into the archive. */
async function writeDataFile(writer: TarGzWriter, file: DataFile): Promise<ManifestFile> {
  const { size } = await stat(file.source);
  const hash = createHash('sha256');
  async function* hashed() {
    for await (const chunk of createReadStream(file.source)) {
      const bytes = chunk as Buffer;
      hash.update(bytes);
      yield bytes;
    }
  }
  await writer.add(filesEntryPath(file), size, hashed());
  return { path: file.path, size, sha256: hash.digest('hex') };
}
