import type { Kysely } from 'kysely';

// Frozen in time. Harvests and yields (DESIGN section 21): a harvest of a group with its weighings and
// quality notes, and each user's preferences (the unit weights are shown in). A weighing keeps its value as
// entered (whole thousandths of its unit, so sums per unit are exact) and its whole milligrams.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('harvests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.notNull().references('plant_groups.id').onDelete('cascade'))
    // No foreign keys, as on plant groups: a strain or mother purged from the trash leaves yields in place.
    .addColumn('strain_id', 'text', (c) => c.notNull())
    .addColumn('mother_id', 'text')
    // The room the plants flowered in, and its area and light at the harvest: yields per m² and per kW stay
    // what they were when the room is changed later.
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id'))
    .addColumn('area_m2', 'double precision')
    .addColumn('lights_watts', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('plant_count', 'integer', (c) => c.notNull())
    // The group's day of flower on the harvest's day, counted in the site's zone by the application.
    .addColumn('flower_days', 'integer', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('closed_by_id', 'text')
    .addColumn('closed_by_email', 'text')
    .addColumn('by_id', 'text')
    .addColumn('by_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('harvests_run_idx').on('harvests').columns(['run_id', 'at']).execute();
  await db.schema.createIndex('harvests_at_idx').on('harvests').column('at').execute();

  await db.schema
    .createTable('harvest_weighings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('harvest_id', 'text', (c) => c.notNull().references('harvests.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('value_thousandths', 'integer', (c) => c.notNull())
    // 100,000 lb is more than an integer holds in milligrams.
    .addColumn('milligrams', 'bigint', (c) => c.notNull())
    .addColumn('override', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('by_id', 'text')
    .addColumn('by_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('harvest_weighings_harvest_idx')
    .on('harvest_weighings')
    .columns(['harvest_id', 'at'])
    .execute();

  await db.schema
    .createTable('harvest_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('harvest_id', 'text', (c) => c.notNull().references('harvests.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    // JSON text: criterion -> rating 1..5.
    .addColumn('ratings', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('by_id', 'text')
    .addColumn('by_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('harvest_notes_harvest_idx')
    .on('harvest_notes')
    .columns(['harvest_id', 'at'])
    .execute();

  // One row per user who chose something; none follows the site's defaults.
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('weight_unit', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_preferences', 'harvest_notes', 'harvest_weighings', 'harvests']) {
    await db.schema.dropTable(table).execute();
  }
}
