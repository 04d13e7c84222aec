import type pg from 'pg';
import {
  ensureMonths,
  migrateToLatest,
  openDatabase,
  rebuildRollups,
  withPgClient,
} from '../../apps/server/src/testing/bench-entry.ts';
import { createDatabase, databaseUrl, dropDatabase } from './postgres.ts';
import { SEED_NOW, seedKey, seedRows, type Insert, type SeedShape } from './seed.ts';

/** Rows per multi-row INSERT: arrays of this length per column, well within a message's size. */
const BATCH = 50_000;
/** Written last: a database without it is a load that did not finish, and is built again. */
const MARKER = 'bench_seed_complete';

/**
 * The seeded PostgreSQL database for a shape on the server of `adminUrl`, built once and reused across
 * runs (the database name carries the shape), like the SQLite seed file. Migrated by the product's own
 * migrations first; the app migrates it again on start, so a newer migration still reaches it.
 */
export async function seededPostgresUrl(adminUrl: string, shape: SeedShape): Promise<string> {
  const name = `canopy_bench_${seedKey(shape).replaceAll('-', '_')}`;
  const url = databaseUrl(adminUrl, name);
  if (await isComplete(adminUrl, name)) return url;
  await dropDatabase(adminUrl, name);
  await createDatabase(adminUrl, name);
  const handle = openDatabase({ databaseUrl: url, sqlitePath: '' });
  await migrateToLatest(handle.db);
  // The months of the history, as the retention job would have made them while it was recorded.
  await ensureMonths(handle.db, SEED_NOW - shape.historyDays * 86_400_000, SEED_NOW);
  await handle.destroy();
  const started = Date.now();
  const rows = await withPgClient(url, async (client) => {
    const loaded = await bulkLoadPostgres(client, shape);
    const rolled = openDatabase({ databaseUrl: url, sqlitePath: '' });
    await rebuildRollups(rolled.db);
    await rolled.destroy();
    // Statistics for the planner, and the visibility map and hint bits set now rather than by an
    // autovacuum of 1.3 M fresh rows in the middle of a measurement.
    await client.query('vacuum (analyze)');
    await client.query(`create table ${MARKER} (shape text not null, rows integer not null)`);
    await client.query(`insert into ${MARKER} values ($1, $2)`, [seedKey(shape), loaded]);
    return loaded;
  });
  process.stderr.write(`seed (PostgreSQL): ${rows} rows in ${Date.now() - started} ms -> ${name}\n`);
  return url;
}

async function isComplete(adminUrl: string, name: string): Promise<boolean> {
  const exists = await withPgClient(adminUrl, (client) =>
    client.query('select 1 from pg_database where datname = $1', [name]),
  );
  if (exists.rowCount === 0) return false;
  return withPgClient(databaseUrl(adminUrl, name), async (client) => {
    const marker = await client.query('select 1 from pg_class where relname = $1', [MARKER]);
    return marker.rowCount === 1;
  });
}

interface TableBuffer {
  sql: string;
  columns: unknown[][];
  rows: number;
}

/**
 * Every seed row in one transaction, as `insert ... select * from unnest($1::text[], $2::bigint[], ...)`
 * of BATCH rows: one statement and one round trip per batch (no COPY client is installed). The next
 * batch is generated while the server writes the previous one.
 */
async function bulkLoadPostgres(client: pg.Client, shape: SeedShape): Promise<number> {
  const types = await columnTypes(client);
  const buffers: TableBuffer[] = [];
  const insert: Insert = (table, columns) => {
    const arrays = columns.map((column, i) => `$${i + 1}::${types.get(`${table}.${column}`)}[]`);
    const buffer: TableBuffer = {
      sql: `insert into ${table} (${columns.join(', ')}) select * from unnest(${arrays.join(', ')})`,
      columns: columns.map(() => []),
      rows: 0,
    };
    buffers.push(buffer);
    return (...values) => {
      for (let i = 0; i < values.length; i += 1) buffer.columns[i]!.push(values[i]);
      buffer.rows += 1;
    };
  };

  let total = 0;
  let inFlight: Promise<unknown> = Promise.resolve();
  // In the order the tables were first written, so a referenced row (a strain) goes before its users.
  const sendAll = async () => {
    for (const buffer of buffers) {
      if (buffer.rows === 0) continue;
      const values = buffer.columns;
      total += buffer.rows;
      buffer.columns = values.map(() => []);
      buffer.rows = 0;
      await inFlight;
      inFlight = client.query(buffer.sql, values);
      // Awaited before the next batch or at the end; this only keeps a failure from being "unhandled".
      inFlight.catch(() => {});
    }
  };

  await client.query('begin');
  for (const _pause of seedRows(shape, insert)) {
    if (buffers.some((buffer) => buffer.rows >= BATCH)) await sendAll();
  }
  await sendAll();
  await inFlight;
  await client.query('commit');
  return total;
}

/** `table.column` -> its SQL type (`bigint`, `double precision`, ...), for the unnest casts. */
export async function columnTypes(client: pg.Client): Promise<Map<string, string>> {
  const { rows } = await client.query<{ name: string; type: string }>(
    `select c.relname || '.' || a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`,
  );
  return new Map(rows.map((row) => [row.name, row.type]));
}
