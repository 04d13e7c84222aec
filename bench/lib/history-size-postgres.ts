import {
  ensureMonths,
  migrateToLatest,
  openDatabase,
  SqliteDatabase,
  withPgClient,
} from '../../apps/server/src/testing/bench-entry.ts';
import { benchPostgres, createDatabase, databaseUrl, dropDatabase } from './postgres.ts';
import { columnTypes } from './seed-postgres.ts';
import { HISTORY_NOW, historyDeviceId, type HistoryShape } from './seed-history.ts';

const DAY = 86_400_000;
const BATCH = 50_000;
/** Copied devices: size grows linearly with them, and 10 keep the copy to about a minute. */
const SAMPLE_DEVICES = 10;
/** The history seed's tables, parents before the rows that point at them. */
const TABLES = ['devices', 'climate_readings', 'climate_rollups_5m', 'climate_rollups_1h'];

let measured: Promise<string> | undefined;

/**
 * The size the SQLite history seed takes on PostgreSQL, so the report states both dialects: its rows
 * (those of its first SAMPLE_DEVICES devices) copied into a freshly migrated database (readings in their month partitions), vacuumed, then every
 * table's heap, indexes and TOAST summed. One line for the report, measured once per bench run.
 */
export function postgresHistorySize(sqliteFile: string, shape: HistoryShape): Promise<string> {
  measured ??= measure(sqliteFile, shape);
  return measured;
}

async function measure(sqliteFile: string, shape: HistoryShape): Promise<string> {
  const server = await benchPostgres();
  if ('unavailable' in server) return `not measured on PostgreSQL: ${server.unavailable}`;
  const name = 'canopy_bench_history_size';
  await dropDatabase(server.adminUrl, name);
  await createDatabase(server.adminUrl, name);
  const url = databaseUrl(server.adminUrl, name);
  try {
    const handle = openDatabase({ databaseUrl: url, sqlitePath: '' });
    await migrateToLatest(handle.db);
    await ensureMonths(handle.db, HISTORY_NOW - shape.rawDays * DAY, HISTORY_NOW);
    await handle.destroy();
    const bytes = await withPgClient(url, async (client) => {
      const types = await columnTypes(client);
      const source = new SqliteDatabase(sqliteFile, { readonly: true });
      try {
        for (const table of TABLES) {
          const key = table === 'devices' ? 'id' : 'device_id';
          const rows = source
            .prepare(`select * from ${table} where ${key} < ?`)
            .raw(true)
            .bind(historyDeviceId(SAMPLE_DEVICES));
          const columns = rows.columns().map((column) => column.name);
          const arrays = columns.map((column, i) => `$${i + 1}::${types.get(`${table}.${column}`)}[]`);
          const insert = `insert into ${table} (${columns.join(', ')}) select * from unnest(${arrays.join(', ')})`;
          let batch: unknown[][] = columns.map(() => []);
          let count = 0;
          const send = async () => {
            if (count > 0) await client.query(insert, batch);
            batch = columns.map(() => []);
            count = 0;
          };
          for (const row of rows.iterate() as Iterable<unknown[]>) {
            row.forEach((value, i) => batch[i]!.push(value));
            count += 1;
            if (count === BATCH) await send();
          }
          await send();
        }
      } finally {
        source.close();
      }
      await client.query('vacuum (analyze)');
      const { rows } = await client.query<{ bytes: string }>(
        `select sum(pg_total_relation_size(oid)) as bytes from pg_class
          where relnamespace = current_schema()::regnamespace and relkind in ('r', 'm')`,
      );
      return Number(rows[0]!.bytes);
    });
    const devices = Math.min(SAMPLE_DEVICES, shape.devices);
    const perDeviceYear = bytes / devices / (shape.days / 365);
    return `${(perDeviceYear / 1e6).toFixed(1)} MB per device-year on PostgreSQL (${devices} devices copied: ${(bytes / 1e6).toFixed(0)} MB)`;
  } finally {
    await dropDatabase(server.adminUrl, name);
  }
}
