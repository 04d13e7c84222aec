import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { RAW_COLUMNS, type ExportKind, type ExportRow } from './export-columns.ts';

/**
 * Readings per query. A chunk is read, written out and let go before the next is read, so an export holds
 * one chunk whatever its range (a year of one-minute readings is 525,600 rows). On SQLite a read is
 * synchronous work on the event loop, linear in its rows, with next to no cost per query: the chunk
 * bounds how long the loop stalls, and a smaller one would shorten that stall without slowing the
 * export.
 */
export const RAW_CHUNK_ROWS = 2000;

/** A reading as the driver gives it: ts, then the kind's value columns. */
type RawRow = Record<string, number | string | null>;

const TABLE: Record<ExportKind, 'climate_readings' | 'soil_readings' | 'water_readings'> = {
  climate: 'climate_readings',
  soil: 'soil_readings',
  water: 'water_readings',
};

/**
 * A device's readings in [from, to) in time order, a chunk at a time: keyset on the primary key
 * (device_id, ts), each chunk starting just past the last one's newest reading (ts is whole
 * milliseconds, so `ts >= last + 1`), with the query compiled once per export.
 */
export async function* rawRowChunks(
  db: Kysely<Database>,
  kind: ExportKind,
  deviceId: string,
  from: number,
  to: number,
  chunkRows = RAW_CHUNK_ROWS,
): AsyncGenerator<ExportRow[]> {
  const columns = RAW_COLUMNS[kind].map((c) => c.column);
  const query = sql<RawRow>`select ts, ${sql.join(columns.map((c) => sql.ref(c)))}
    from ${sql.table(TABLE[kind])}
    where device_id = ${deviceId} and ts >= ${from} and ts < ${to}
    order by ts limit ${chunkRows}`.compile(db);
  let after = from;
  for (;;) {
    const { rows } = await db.executeQuery<RawRow>({
      ...query,
      parameters: [deviceId, after, to, chunkRows],
    });
    if (rows.length === 0) return;
    const chunk: ExportRow[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[i]!;
      // ts (a bigint) comes as text from PostgreSQL; the readings are numbers on both databases.
      chunk[i] = { ts: Number(row.ts), values: columns.map((c) => row[c] as number | null) };
    }
    yield chunk;
    if (rows.length < chunkRows) return;
    after = chunk[chunk.length - 1]!.ts + 1;
  }
}
