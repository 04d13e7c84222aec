import { createHash } from 'node:crypto';
import { partPath, type ManifestTable } from './backup-manifest.ts';
import type { DatabaseSnapshot } from './database-snapshot.ts';
import type { TableInfo } from './table-catalog.ts';
import type { TarGzWriter } from './tar-writer.ts';

/**
 * A table's JSON lines go into the archive in parts of about this size: a tar entry states its size
 * before its bytes, so a part is held in memory until full, and a table of millions of readings never is.
 */
export const PART_BYTES = 8 * 1024 * 1024;

/** Dumps one table through the snapshot as `db/<table>/00001.jsonl`, ... and describes it for the manifest. */
export async function writeTableParts(
  writer: TarGzWriter,
  snapshot: DatabaseSnapshot,
  table: TableInfo,
  signal?: AbortSignal,
  partBytes = PART_BYTES,
): Promise<ManifestTable> {
  const tableHash = createHash('sha256');
  const parts: ManifestTable['parts'] = [];
  let chunks: Buffer[] = [];
  let size = 0;
  let rows = 0;

  async function flush() {
    if (rows === 0) return;
    const data = Buffer.concat(chunks, size);
    const path = partPath(table.name, parts.length);
    await writer.add(path, data.length, data);
    tableHash.update(data);
    parts.push({ path, rows, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') });
    chunks = [];
    size = 0;
    rows = 0;
  }

  for await (const batch of snapshot.rows(table)) {
    signal?.throwIfAborted();
    for (const row of batch) {
      const line = Buffer.from(`${JSON.stringify(row)}\n`);
      chunks.push(line);
      size += line.length;
      rows += 1;
      if (size >= partBytes) await flush();
    }
  }
  await flush();
  return {
    name: table.name,
    columns: table.columns.map(({ name, kind, type }) => ({ name, kind, type })),
    rows: parts.reduce((sum, part) => sum + part.rows, 0),
    sha256: tableHash.digest('hex'),
    parts,
  };
}
