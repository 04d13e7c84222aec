import type { Kysely } from 'kysely';

// Frozen in time. Photos of a run's plant groups taken on the grow-room floor (DESIGN section 20), dated as
// a loss is (`at` may be backdated) and by whom; the file row goes with the photo, the photo with its group.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plant_group_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.notNull().references('plant_groups.id').onDelete('cascade'))
    .addColumn('public_id', 'text', (c) => c.notNull().references('files.public_id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('by_id', 'text')
    .addColumn('by_email', 'text')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('plant_group_photos_run_idx')
    .on('plant_group_photos')
    .columns(['run_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plant_group_photos').execute();
}
