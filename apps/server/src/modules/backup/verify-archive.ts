import { createHash, type Hash } from 'node:crypto';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_PATH,
  filesEntryPath,
  manifestSchema,
  type BackupManifest,
} from './backup-manifest.ts';
import { archiveDamaged, checksumMismatch, unsupportedArchive } from './backup.errors.ts';
import { readTarGz } from './tar-reader.ts';

export interface VerifiedArchive {
  manifest: BackupManifest;
  /** Of the manifest entry, so the second read can tell it is still the same archive. */
  manifestSha256: string;
}

interface Seen {
  size: number;
  sha256: string;
  lines: number;
}

/** Manifests are small (a line per file and part); anything bigger is not ours. */
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;
const NEWLINE = 0x0a;

/**
 * Reads the whole archive once, writing nothing: every entry hashed, the manifest parsed, and every
 * table part and stored file checked against it (size, line count, SHA-256, and each table's checksum
 * over its parts in order). Anything missing, extra, altered or cut short refuses the archive.
 */
export async function verifyArchive(file: string): Promise<VerifiedArchive> {
  const seen = new Map<string, Seen>();
  const tableHashes = new Map<string, Hash>();
  let manifestBytes: Buffer | undefined;

  await readTarGz(file, async (entry) => {
    if (seen.has(entry.path) || (entry.path === MANIFEST_PATH && manifestBytes)) {
      throw archiveDamaged(`${entry.path} appears twice`);
    }
    if (entry.type !== 'File') throw archiveDamaged(`unexpected ${entry.type} entry ${entry.path}`);
    if (entry.path === MANIFEST_PATH) {
      if (entry.size > MANIFEST_MAX_BYTES) throw unsupportedArchive('the manifest is too large');
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body) chunks.push(chunk);
      manifestBytes = Buffer.concat(chunks);
      return;
    }
    const table = /^db\/([^/]+)\/[^/]+$/.exec(entry.path)?.[1];
    const tableHash = table ? (tableHashes.get(table) ?? createHash('sha256')) : undefined;
    if (table && tableHash) tableHashes.set(table, tableHash);
    const hash = createHash('sha256');
    let size = 0;
    let lines = 0;
    for await (const chunk of entry.body) {
      hash.update(chunk);
      tableHash?.update(chunk);
      size += chunk.length;
      if (table) for (let i = chunk.indexOf(NEWLINE); i >= 0; i = chunk.indexOf(NEWLINE, i + 1)) lines += 1;
    }
    seen.set(entry.path, { size, sha256: hash.digest('hex'), lines });
  });

  if (!manifestBytes) throw archiveDamaged(`${MANIFEST_PATH} is missing`);
  const manifest = parseManifest(manifestBytes);
  const expected = new Set<string>();

  for (const table of manifest.tables) {
    for (const part of table.parts) {
      expected.add(part.path);
      const found = seen.get(part.path);
      if (!found) throw archiveDamaged(`${part.path} is missing`);
      if (found.size !== part.bytes || found.sha256 !== part.sha256 || found.lines !== part.rows) {
        throw checksumMismatch(`${part.path} (rows of table "${table.name}")`);
      }
    }
    const rows = table.parts.reduce((sum, part) => sum + part.rows, 0);
    const sha256 = (tableHashes.get(table.name) ?? createHash('sha256')).digest('hex');
    if (rows !== table.rows || sha256 !== table.sha256) {
      throw checksumMismatch(`table "${table.name}"`);
    }
  }
  for (const stored of manifest.files) {
    const path = filesEntryPath(stored);
    expected.add(path);
    const found = seen.get(path);
    if (!found) throw archiveDamaged(`${path} is missing`);
    if (found.size !== stored.size || found.sha256 !== stored.sha256) throw checksumMismatch(path);
  }
  const extra = [...seen.keys()].find((path) => !expected.has(path));
  if (extra) throw archiveDamaged(`${extra} is not in the manifest`);

  return { manifest, manifestSha256: createHash('sha256').update(manifestBytes).digest('hex') };
}

function parseManifest(bytes: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw archiveDamaged(`${MANIFEST_PATH} is not valid JSON`);
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT) throw unsupportedArchive(`its format is ${String(format.format)}`);
  if (typeof format.formatVersion === 'number' && format.formatVersion > BACKUP_FORMAT_VERSION) {
    throw unsupportedArchive(`it is format version ${format.formatVersion}, newer than this Canopy reads`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw archiveDamaged(
      `${MANIFEST_PATH} is invalid at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`,
    );
  }
  const names = [
    ...parsed.data.tables.map((table) => `table ${table.name}`),
    ...parsed.data.files.map((file) => file.path),
  ];
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw archiveDamaged(`${MANIFEST_PATH} lists ${twice} twice`);
  return parsed.data;
}
