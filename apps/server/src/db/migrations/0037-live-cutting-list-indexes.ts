import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time. Since 0036 no live list reads the `deleted_at` index, and the cutting list's pages
// walked their sort's index (created_at, name, code, short_id), looking each row up in the table only to
// check `deleted_at is null`: page 200 of 5,000 cuttings looked up the 3,980 rows it skipped, and cost
// 1.55 times page 1 (SQLite) and 1.57 (PostgreSQL). These indexes hold live rows in each list order, so a
// page's ids are read from the index alone (each holds `id`), as 0022 did for bugs and tasks: `deleted_at` is a leading
// column on SQLite (which takes `is null` as an equality and then orders by the next columns) and the
// index's condition on PostgreSQL.
const SORTS = [
  { name: 'cuttings_live_created_idx', columns: ['created_at', 'id'] },
  { name: 'cuttings_live_name_idx', columns: ['name', 'id'] },
  { name: 'cuttings_live_code_idx', columns: ['code', 'id'] },
  { name: 'cuttings_live_short_id_idx', columns: ['short_id', 'id'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { name, columns } of SORTS) {
    const index = db.schema.createIndex(name).on('cuttings');
    await (
      postgres
        ? index.columns([...columns]).where(sql.ref('deleted_at'), 'is', null)
        : index.columns(['deleted_at', ...columns])
    ).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of SORTS) await db.schema.dropIndex(name).execute();
}
