import pg from 'pg';
import { encodePostgresText, type DumpValue } from './column-values.ts';
import { SNAPSHOT_BATCH_ROWS, selectAllInKeyOrder, type DatabaseSnapshot } from './database-snapshot.ts';
import { inForeignKeyOrder, readPostgresCatalog, type TableInfo } from './table-catalog.ts';

/** Every column as the text PostgreSQL wrote it; column-values.ts turns it into the dump's values. */
const SERVER_TEXT = { getTypeParser: () => (value: string) => value };

/**
 * A REPEATABLE READ, READ ONLY transaction on a connection of our own: every query in it sees the
 * snapshot taken by its first one. Tables are locked ACCESS SHARE before that snapshot is taken (as
 * pg_dump does), so the retention job cannot drop a month partition out from under the dump; it
 * waits (and retries later), while inserts and updates go on as usual.
 */
export async function openPostgresSnapshot(connectionString: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString, types: SERVER_TEXT });
  client.on('error', () => undefined); // a dropped connection fails the running query instead
  await client.connect();
  try {
    const query = async (text: string) => (await client.query<Record<string, string | null>>(text)).rows;
    const before = await readPostgresCatalog(query);
    await client.query('begin isolation level repeatable read, read only');
    // LOCK takes no snapshot; the catalog read after it does, with every table already held.
    if (before.length > 0) {
      await client.query(
        `lock table ${before.map((table) => quoteName(table.name)).join(', ')} in access share mode`,
      );
    }
    const tables = inForeignKeyOrder(await readPostgresCatalog(query));
    if (tables.some((table) => !before.some((known) => known.name === table.name))) {
      // A migration ran between the two reads; its new tables were not locked. Rare: try again.
      await client.end();
      return openPostgresSnapshot(connectionString);
    }
    const migrations = await readMigrations(query);
    let cursors = 0;
    let closed = false;
    return {
      dialect: 'postgres',
      migrations,
      tables,
      async *rows(table: TableInfo) {
        const cursor = `canopy_backup_${(cursors += 1)}`;
        await client.query(`declare ${cursor} no scroll cursor for ${selectAllInKeyOrder(table)}`);
        try {
          for (;;) {
            const { rows } = await client.query<(string | null)[]>({
              text: `fetch forward ${SNAPSHOT_BATCH_ROWS} from ${cursor}`,
              rowMode: 'array',
            });
            if (rows.length === 0) break;
            const batch: DumpValue[][] = rows.map((row) =>
              row.map((value, i) => encodePostgresText(value, table.columns[i]?.kind ?? 'text')),
            );
            yield batch;
          }
        } finally {
          // After a failed fetch the transaction is aborted and the cursor gone with it.
          await client.query(`close ${cursor}`).catch(() => undefined);
        }
      },
      async close() {
        if (closed) return;
        closed = true;
        await client.query('rollback').catch(() => undefined);
        await client.end();
      },
    };
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function readMigrations(
  query: (text: string) => Promise<Record<string, string | null>[]>,
): Promise<string[]> {
  const [exists] = await query(`select to_regclass('kysely_migration')::text as name`);
  if (!exists?.name) return [];
  const rows = await query('select name from kysely_migration order by name');
  return rows.map((row) => row.name ?? '');
}
