import { sql, type Kysely } from 'kysely';

// Frozen in time. The `deleted_at` indexes of 0019 on strains, cuttings and news hold every live row under
// the same null, and SQLite, which takes `deleted_at is null` for an equality on an indexed column, served
// live lists from them and sorted every row: the cutting labels' keyset batches (code order, 20 at a time)
// each read and sorted all cuttings, and a 5,000-cutting spreadsheet export held the event loop a few
// milliseconds per batch. As 0022 did for bugs and tasks, these indexes keep only the trash's rows (the
// trash and the purge ask `is not null`), so no list of live rows is read through them.
const TABLES = ['strains', 'cuttings', 'news'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_deleted_at_idx`).execute();
    await db.schema
      .createIndex(`${table}_deleted_at_idx`)
      .on(table)
      .column('deleted_at')
      .where(sql.ref('deleted_at'), 'is not', null)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_deleted_at_idx`).execute();
    await db.schema.createIndex(`${table}_deleted_at_idx`).on(table).column('deleted_at').execute();
  }
}
