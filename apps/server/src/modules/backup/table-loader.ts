import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { ensureMonths, PARTITIONED_READINGS } from '../history/reading-partitions.ts';
import type { BackupManifest, ColumnKind, ManifestTable } from './backup-manifest.ts';
import { archiveDamaged, checksumMismatch } from './backup.errors.ts';
import { decodeValue } from './column-values.ts';
import {
  readPostgresCatalog,
  readSqliteCatalog,
  type CatalogQuery,
  type TableInfo,
} from './table-catalog.ts';

/** Bound parameters per INSERT, under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;
const MAX_BATCH_ROWS = 1000;
const NEWLINE = 0x0a;

interface Target {
  table: ManifestTable;
  kinds: ColumnKind[];
  identityAlways: boolean;
  partitionedBy: number | undefined;
}

export interface TableLoader {
  /** Inserts one part's rows, checking them against the manifest on the way. */
  loadPart(tableName: string, partPath: string, body: AsyncIterable<Buffer>): Promise<void>;
}

/** Reads the target's schema (as the backup's migrations made it) and checks every dumped column fits. */
export async function createTableLoader(
  db: Kysely<Database>,
  dialect: DialectName,
  manifest: BackupManifest,
  now: number,
  signal?: AbortSignal,
): Promise<TableLoader> {
  const query: CatalogQuery = async (text) =>
    (await sql.raw<Record<string, string | null>>(text).execute(db)).rows;
  const schema = await (dialect === 'postgres' ? readPostgresCatalog(query) : readSqliteCatalog(query));
  const targets = new Map<string, Target>();
  for (const table of manifest.tables) targets.set(table.name, targetFor(table, schema, dialect));
  // On PostgreSQL the readings' months are made before their rows arrive, so none lands in the default.
  let monthsFrom = Number.POSITIVE_INFINITY;

  async function insert(target: Target, rows: unknown[][]) {
    signal?.throwIfAborted();
    if (target.partitionedBy !== undefined) {
      const index = target.partitionedBy;
      const oldest = Math.min(...rows.map((row) => Number(row[index])));
      if (oldest < monthsFrom) {
        await ensureMonths(db, oldest, now);
        monthsFrom = oldest;
      }
    }
    const columns = sql.join(target.table.columns.map((column) => sql.ref(column.name)));
    const override = target.identityAlways ? sql`overriding system value` : sql``;
    const values = sql.join(rows.map((row) => sql`(${sql.join(row)})`));
    await sql`insert into ${sql.table(target.table.name)} (${columns}) ${override} values ${values}`.execute(
      db,
    );
  }

  return {
    async loadPart(tableName, partPath, body) {
      const target = targets.get(tableName);
      const part = target?.table.parts.find((candidate) => candidate.path === partPath);
      if (!target || !part) throw archiveDamaged(`${partPath} is not in the manifest`);
      const width = target.kinds.length;
      const batchRows = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(MAX_PARAMETERS / width)));
      const hash = createHash('sha256');
      let batch: unknown[][] = [];
      let count = 0;
      let rest: Buffer = Buffer.alloc(0);
      for await (const chunk of body) {
        hash.update(chunk);
        const buffer = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
        let start = 0;
        for (let end = buffer.indexOf(NEWLINE); end >= 0; end = buffer.indexOf(NEWLINE, start)) {
          batch.push(parseRow(buffer.toString('utf8', start, end), target, dialect, partPath));
          start = end + 1;
          count += 1;
          if (batch.length >= batchRows) {
            await insert(target, batch);
            batch = [];
          }
        }
        rest = buffer.subarray(start);
      }
      if (rest.length > 0) throw archiveDamaged(`${partPath} ends in the middle of a row`);
      // Verified once already; read again here, so an archive changed in between is caught too.
      if (hash.digest('hex') !== part.sha256 || count !== part.rows) throw checksumMismatch(partPath);
      if (batch.length > 0) await insert(target, batch);
    },
  };
}

function targetFor(table: ManifestTable, schema: TableInfo[], dialect: DialectName): Target {
  const found = schema.find((candidate) => candidate.name === table.name);
  if (!found) throw archiveDamaged(`table "${table.name}" is not in this Canopy's schema at that version`);
  const kinds = table.columns.map((column) => {
    const match = found.columns.find((candidate) => candidate.name === column.name);
    if (!match) throw archiveDamaged(`column ${table.name}.${column.name} is not in this Canopy's schema`);
    return match.kind;
  });
  const isReadings = PARTITIONED_READINGS.some((name) => name === table.name);
  const ts = table.columns.findIndex((column) => column.name === 'ts');
  return {
    table,
    kinds,
    identityAlways: found.identityAlways,
    partitionedBy: dialect === 'postgres' && isReadings && ts >= 0 ? ts : undefined,
  };
}

function parseRow(line: string, target: Target, dialect: DialectName, partPath: string): unknown[] {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    row = undefined;
  }
  if (!Array.isArray(row) || row.length !== target.kinds.length) {
    throw archiveDamaged(`a row of ${partPath} is not what its table's columns describe`);
  }
  return row.map((value, i) => decodeValue(value, target.kinds[i] ?? 'any', dialect));
}
