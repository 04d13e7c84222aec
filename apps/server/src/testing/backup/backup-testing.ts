// Helpers for the backup tests: a real app on a real DATA_DIR and database, archives read and damaged.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { openDatabase, type DatabaseHandle, type DialectName } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { systemClock } from '../../lib/clock.ts';
import { buildTestApp } from '../test-app.ts';
import { createPostgresDatabaseUrl } from '../test-databases.ts';
import {
  DATA_FOLDERS,
  MANIFEST_PATH,
  manifestSchema,
  type BackupManifest,
} from '../../modules/backup/backup-manifest.ts';
import { readTarGz } from '../../modules/backup/tar-reader.ts';
import { createTarGzWriter } from '../../modules/backup/tar-writer.ts';

export const ADMIN = { email: 'backup-admin@example.test', password: 'backup-admin-password' };

/** Where a server keeps its state: a DATA_DIR, and a PostgreSQL database when the dialect says so. */
export interface Place {
  dialect: DialectName;
  dataDir: string;
  databaseUrl: string | undefined;
  open(): DatabaseHandle;
  remove(): Promise<void>;
}

export async function createPlace(dialect: DialectName): Promise<Place> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'canopy-backup-')), 'data');
  const postgres = dialect === 'postgres' ? await createPostgresDatabaseUrl() : undefined;
  return {
    dialect,
    dataDir,
    databaseUrl: postgres?.url,
    open: () => openDatabase({ databaseUrl: postgres?.url, sqlitePath: path.join(dataDir, 'canopy.db') }),
    async remove() {
      await postgres?.drop();
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}

/** The product on a place, as main.ts builds it (no background jobs), with an admin who can log in. */
export async function startApp(place: Place, options: { migrate?: boolean } = {}) {
  const database = place.open();
  if (options.migrate !== false) await migrateToLatest(database.db);
  const { app, services } = await buildTestApp(database, {
    // Each app its own signing key: a restore must not need the old one.
    jwtSecret: createHash('sha256').update(place.dataDir).digest('hex'),
    clock: systemClock,
    dataDir: place.dataDir,
    firmwareDir: path.join(place.dataDir, 'firmware'),
  });
  await app.ready();
  return {
    app,
    services,
    database,
    async login(): Promise<{ authorization: string }> {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

/** Every entry of a (small) archive, in memory. */
export async function readArchive(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  await readTarGz(file, async (entry) => {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    entries.set(entry.path, Buffer.concat(chunks));
  });
  return entries;
}

export function manifestOf(entries: Map<string, Buffer>): BackupManifest {
  return manifestSchema.parse(JSON.parse(entries.get(MANIFEST_PATH)?.toString() ?? 'null'));
}

/** A table's JSON lines as the archive holds them, all parts together. */
export function dumpOf(entries: Map<string, Buffer>, manifest: BackupManifest, table: string): string {
  const parts = manifest.tables.find((candidate) => candidate.name === table)?.parts ?? [];
  return parts.map((part) => entries.get(part.path)?.toString() ?? '').join('');
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** `uploads/<key>` -> SHA-256 of every file in DATA_DIR's data folders. */
export function storedFiles(dataDir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const folder of DATA_FOLDERS) {
    let names: string[];
    try {
      names = readdirSync(path.join(dataDir, folder), { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      const file = path.join(dataDir, folder, name);
      try {
        found.set(`${folder}/${name.split(path.sep).join('/')}`, sha256(readFileSync(file)));
      } catch {
        // a folder
      }
    }
  }
  return found;
}

/** Whatever DATA_DIR holds, recursively, for "nothing was written" checks. */
export function listing(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  } catch {
    return [];
  }
}

/**
 * Rewrites an archive with `edit` applied to the content bytes of the tar entry `entry` (same length,
 * so the tar stays well-formed and only the checksums can notice).
 */
export function editEntryBytes(
  archive: string,
  output: string,
  entry: string,
  edit: (content: Buffer) => void,
) {
  const tar = gunzipSync(readFileSync(archive));
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const prefix = header.toString('utf8', 345, 500).replace(/\0.*$/s, '');
    const size = parseInt(header.toString('utf8', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
    const fullName = prefix ? `${prefix}/${name}` : name;
    if (fullName === entry) {
      edit(tar.subarray(offset + 512, offset + 512 + size));
      writeFileSync(output, gzipSync(tar));
      return;
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`no entry ${entry} in ${archive}`);
}

/**
 * Writes a copy of an archive with entries changed by `edit`, and a manifest whose counts and checksums
 * are made to fit them again: an archive that passes every check but holds what `edit` made of it.
 */
export async function rewriteArchive(
  archive: string,
  output: string,
  edit: (path: string, data: Buffer) => Buffer,
  editManifest: (manifest: BackupManifest) => void = () => {},
): Promise<void> {
  const entries = await readArchive(archive);
  const manifest = manifestOf(entries);
  const changed = new Map(
    [...entries].map(([name, data]) => [name, name === MANIFEST_PATH ? data : edit(name, data)]),
  );
  for (const table of manifest.tables) {
    for (const part of table.parts) {
      const data = changed.get(part.path) ?? Buffer.alloc(0);
      Object.assign(part, {
        bytes: data.length,
        sha256: sha256(data),
        rows: data.toString().split('\n').filter(Boolean).length,
      });
    }
    const all = Buffer.concat(table.parts.map((part) => changed.get(part.path) ?? Buffer.alloc(0)));
    Object.assign(table, {
      sha256: sha256(all),
      rows: table.parts.reduce((sum, part) => sum + part.rows, 0),
    });
  }
  for (const file of manifest.files) {
    const data = changed.get(`files/${file.path}`) ?? Buffer.alloc(0);
    Object.assign(file, { size: data.length, sha256: sha256(data) });
  }
  editManifest(manifest);
  changed.set(MANIFEST_PATH, Buffer.from(JSON.stringify(manifest)));
  const writer = createTarGzWriter(output);
  for (const [name, data] of changed) if (name !== MANIFEST_PATH) await writer.add(name, data.length, data);
  const manifestBytes = changed.get(MANIFEST_PATH) ?? Buffer.alloc(0);
  await writer.add(MANIFEST_PATH, manifestBytes.length, manifestBytes);
  await writer.finish();
}
