import type { Kysely } from 'kysely';

// Frozen in time. The trash: a deleted strain, cutting, news item, bug or task keeps
// its row, marked with when and by whom, until the purge job removes it after TRASH_DAYS.
const TRASHABLE = ['strains', 'cuttings', 'news', 'bugs', 'tasks'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TRASHABLE) {
    // ISO 8601 text like every other timestamp of these tables; null while the row is live.
    await db.schema.alterTable(table).addColumn('deleted_at', 'text').execute();
    // No foreign key: the trash still names who deleted a row after that account is gone.
    await db.schema.alterTable(table).addColumn('deleted_by', 'text').execute();
    // The trash page and the purge look rows up by when they were deleted.
    await db.schema.createIndex(`${table}_deleted_at_idx`).on(table).column('deleted_at').execute();
  }
  // The strain a cutting went to the trash with: restoring that strain brings exactly these back.
  await db.schema.alterTable('cuttings').addColumn('deleted_with', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cuttings').dropColumn('deleted_with').execute();
  for (const table of TRASHABLE) {
    await db.schema.dropIndex(`${table}_deleted_at_idx`).execute();
    await db.schema.alterTable(table).dropColumn('deleted_by').execute();
    await db.schema.alterTable(table).dropColumn('deleted_at').execute();
  }
}
