import type { CreateTableBuilder, Kysely } from 'kysely';

// Frozen in time. Feeding and plant protection (DESIGN section 25): products and recipes, and the room-wide
// entries (feeds, scouting, treatments) kept as one row per group growing in the room, sharing `entry_id`.
// Floats are 'double precision': 'real' is 4 bytes on PostgreSQL and would round volumes and doses.

/** The columns every row of a room-wide entry has. */
function entryRow<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id'))
    .addColumn('run_id', 'text', (c) => c.references('runs.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.references('plant_groups.id').onDelete('cascade'))
    .addColumn('plant_count', 'integer', (c) => c.notNull())
    .addColumn('share', 'double precision', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('by_id', 'text')
    .addColumn('by_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull());
}

const ENTRY_TABLES = ['feeds', 'scouting', 'treatments'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('active_ingredient', 'text', (c) => c.notNull())
    .addColumn('re_entry_hours', 'integer', (c) => c.notNull())
    .addColumn('pre_harvest_days', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('recipes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('week', 'integer', (c) => c.notNull())
    // JSON: [{productId, dose, unit}].
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('target_ec', 'double precision')
    .addColumn('target_ph', 'double precision')
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await entryRow(db.schema.createTable('feeds'))
    .addColumn('volume', 'double precision', (c) => c.notNull())
    .addColumn('volume_unit', 'text', (c) => c.notNull())
    // The group's part of the volume, by its plants.
    .addColumn('litres', 'double precision', (c) => c.notNull())
    .addColumn('recipe_id', 'text', (c) => c.references('recipes.id'))
    // JSON: [{productId, dose, unit}], as given or the recipe's.
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('ec_in', 'double precision', (c) => c.notNull())
    .addColumn('ph_in', 'double precision', (c) => c.notNull())
    .addColumn('ec_runoff', 'double precision')
    .addColumn('ph_runoff', 'double precision')
    .execute();
  await entryRow(db.schema.createTable('scouting'))
    .addColumn('pest', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('severity', 'integer', (c) => c.notNull())
    .addColumn('where_found', 'text', (c) => c.notNull())
    // JSON: the public ids of its photos (files).
    .addColumn('photos', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text')
    .execute();
  await entryRow(db.schema.createTable('treatments'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('dose', 'double precision', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('volume', 'double precision')
    .addColumn('volume_unit', 'text')
    .addColumn('litres', 'double precision')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('applicator', 'text', (c) => c.notNull())
    // Kept with the row, from the product at the time: a later change of the label does not rewrite history.
    .addColumn('re_entry_until', 'text')
    .addColumn('harvest_from', 'text')
    .execute();
  for (const table of ENTRY_TABLES) {
    await db.schema.createIndex(`${table}_run_idx`).on(table).columns(['run_id', 'at']).execute();
    await db.schema.createIndex(`${table}_room_idx`).on(table).columns(['room_id', 'at']).execute();
  }
  await db.schema
    .createIndex('treatments_group_harvest_idx')
    .on('treatments')
    .columns(['group_id', 'harvest_from'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...ENTRY_TABLES, 'recipes', 'products']) await db.schema.dropTable(table).execute();
}
