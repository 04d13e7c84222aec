import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';
import type { BackupManifest } from './backup-manifest.ts';

/**
 * The schema exactly as the backup was taken at: its own migrations only, so its rows fit as they are.
 * Rows some migrations seed (the built-in alert rules) are removed: the dump has the real ones.
 */
export async function prepareSchemaOfBackup(db: Kysely<Database>, manifest: BackupManifest): Promise<void> {
  await migrateToLatest(db, { only: manifest.schema.migrations, disableTransactions: true });
  for (const table of [...manifest.tables].reverse()) {
    await sql`delete from ${sql.table(table.name)}`.execute(db);
  }
}

/**
 * After the rows are in: the migrations this Canopy has and the backup did not run on them, and on
 * PostgreSQL each column-owned sequence moved past the highest value restored.
 */
export async function finishSchema(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  await migrateToLatest(db, { disableTransactions: true });
  if (dialect !== 'postgres') return;
  const { rows } = await sql<{ sequence: string; table_name: string; column_name: string }>`
    select quote_ident(s.relname) as sequence, t.relname as table_name, a.attname as column_name
    from pg_depend d
      join pg_class s on s.oid = d.objid and s.relkind = 'S'
      join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and d.deptype in ('a', 'i')`.execute(db);
  for (const row of rows) {
    await sql`select setval(${row.sequence}::regclass,
        coalesce((select max(${sql.ref(row.column_name)}) from ${sql.table(row.table_name)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
