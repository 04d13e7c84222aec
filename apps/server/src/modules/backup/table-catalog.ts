import type { ColumnKind } from './backup-manifest.ts';
import { postgresColumnKind, sqliteColumnKind } from './column-values.ts';

export interface ColumnInfo {
  name: string;
  kind: ColumnKind;
  /** The declared type, for the manifest's reader; `kind` decides the encoding. */
  type: string;
}

export interface TableInfo {
  name: string;
  /** Stored columns in order; generated ones are left out (the database computes them again). */
  columns: ColumnInfo[];
  primaryKey: string[];
  /** Tables this one's foreign keys point at (itself excluded). */
  parents: string[];
  /** PostgreSQL identity columns GENERATED ALWAYS: inserting them needs OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
}

/** Kysely's own bookkeeping: made by running the migrations, never copied. */
export const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** Runs a catalog query and returns its rows with every value as text (or null). */
export type CatalogQuery = (text: string) => Promise<Record<string, string | null>[]>;

const NAME = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;
const literal = (name: string) => {
  // Table names come from the catalog itself; anything unusual is refused rather than quoted.
  if (!NAME.test(name)) throw new Error(`unsupported table name ${JSON.stringify(name)}`);
  return `'${name}'`;
};

export async function readSqliteCatalog(query: CatalogQuery): Promise<TableInfo[]> {
  const names = await query(
    `select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`,
  );
  const tables: TableInfo[] = [];
  for (const { name } of names) {
    if (!name || MIGRATION_TABLES.includes(name)) continue;
    const columns = await query(
      `select name, type, cast(pk as text) as pk, cast(hidden as text) as hidden from pragma_table_xinfo(${literal(name)}) order by cid`,
    );
    const stored = columns.filter((column) => column.hidden === '0');
    const parents = await query(
      `select distinct "table" as parent from pragma_foreign_key_list(${literal(name)})`,
    );
    tables.push({
      name,
      columns: stored.map((column) => ({
        name: column.name ?? '',
        type: column.type ?? '',
        kind: sqliteColumnKind(column.type ?? ''),
      })),
      primaryKey: stored
        .filter((column) => column.pk !== '0')
        .sort((a, b) => Number(a.pk) - Number(b.pk))
        .map((column) => column.name ?? ''),
      parents: parents.map((row) => row.parent ?? '').filter((parent) => parent !== name),
      identityAlways: false,
    });
  }
  return tables;
}

export async function readPostgresCatalog(query: CatalogQuery): Promise<TableInfo[]> {
  // Ordinary and partitioned tables of the connection's schema; a partition is read through its parent.
  const relations = `select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition`;
  const columns = await query(`select r.relname as table_name, a.attname as name, t.typname,
      format_type(a.atttypid, a.atttypmod) as type, a.attidentity::text as identity
    from (${relations}) r
      join pg_attribute a on a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      join pg_type t on t.oid = a.atttypid
    order by r.relname, a.attnum`);
  const keys = await query(`select r.relname as table_name, a.attname as name
    from (${relations}) r
      join pg_index i on i.indrelid = r.oid and i.indisprimary
      join pg_attribute a on a.attrelid = r.oid and a.attnum = any(i.indkey)
    order by r.relname, array_position(i.indkey::int2[], a.attnum)`);
  const references = await query(`select distinct r.relname as table_name, p.relname as parent
    from (${relations}) r
      join pg_constraint k on k.conrelid = r.oid and k.contype = 'f'
      join pg_class p on p.oid = k.confrelid`);

  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    const name = row.table_name ?? '';
    if (MIGRATION_TABLES.includes(name)) continue;
    literal(name);
    const table = tables.get(name) ?? {
      name,
      columns: [],
      primaryKey: [],
      parents: [],
      identityAlways: false,
    };
    table.columns.push({
      name: row.name ?? '',
      type: row.type ?? '',
      kind: postgresColumnKind(row.typname ?? ''),
    });
    if (row.identity === 'a') table.identityAlways = true;
    tables.set(name, table);
  }
  for (const row of keys) tables.get(row.table_name ?? '')?.primaryKey.push(row.name ?? '');
  for (const row of references) {
    const table = tables.get(row.table_name ?? '');
    if (table && row.parent && row.parent !== table.name) table.parents.push(row.parent);
  }
  return [...tables.values()];
}

/** Parents before children (then by name), so rows can go back in this order with every key checked. */
export function inForeignKeyOrder(tables: readonly TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  while (remaining.length > 0) {
    const index = remaining.findIndex((table) =>
      table.parents.every((parent) => placed.has(parent) || !byName.has(parent)),
    );
    if (index < 0) {
      throw new Error(`foreign keys form a cycle among ${remaining.map((table) => table.name).join(', ')}`);
    }
    const [next] = remaining.splice(index, 1);
    if (!next) break;
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}
