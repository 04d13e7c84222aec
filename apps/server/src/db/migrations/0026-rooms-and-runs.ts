import { sql, type Kysely } from 'kysely';

// Frozen in time. Part III's crop (DESIGN section 20): the site's settings, rooms and the dated
// membership of devices in them, runs with their plant groups, stage events and losses, and mothers
// among the cuttings. Instants are ISO 8601 UTC text like every record date; days are computed from
// them in application code with the site's zone, never by the database.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row (id 1): the zone that decides every "day", and the site-wide defaults of Part III.
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Jerusalem'))
    .addColumn('weight_unit', 'text', (c) => c.notNull().defaultTo('g'))
    .addColumn('vpd_targets', 'text', (c) => c.notNull())
    .addColumn('quality_criteria', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();

  await db.schema
    .createTable('rooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // 'double precision': 'real' is 4 bytes on PostgreSQL and would round the area.
    .addColumn('area_m2', 'double precision')
    .addColumn('lights_watts', 'integer')
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // A deleted room keeps its row: its devices' readings and its runs' events still name it.
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'text')
    .execute();
  await db.schema.createIndex('rooms_name_idx').on('rooms').columns(['name', 'id']).execute();

  // Which room a device was in, and when: readings are read per room only for the time a device was there.
  await db.schema
    .createTable('room_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('until', 'text')
    .execute();
  // At most one open membership per device: a device can never be in two rooms at once.
  await db.schema
    .createIndex('room_devices_open_device_idx')
    .on('room_devices')
    .column('device_id')
    .unique()
    .where(sql.ref('until'), 'is', null)
    .execute();
  await db.schema
    .createIndex('room_devices_room_idx')
    .on('room_devices')
    .columns(['room_id', 'until'])
    .execute();
  await db.schema
    .createIndex('room_devices_device_idx')
    .on('room_devices')
    .columns(['device_id', 'since'])
    .execute();

  await db.schema
    .createTable('runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    // JSON text: planned days per growing stage.
    .addColumn('planned_days', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('runs_state_idx').on('runs').columns(['state', 'started_at']).execute();

  // A group's stage, room and stage start are its latest event's, kept on the row so lists read no events.
  await db.schema
    .createTable('plant_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id').onDelete('cascade'))
    // No foreign key: a strain purged from the trash leaves its runs' history in place.
    .addColumn('strain_id', 'text', (c) => c.notNull())
    .addColumn('plant_count', 'integer', (c) => c.notNull())
    .addColumn('plants_started', 'integer', (c) => c.notNull())
    // JSON text: ids of the individually labelled cuttings in the group.
    .addColumn('cutting_ids', 'text', (c) => c.notNull())
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id'))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('stage_started_at', 'text', (c) => c.notNull())
    // No self-reference key: a backup restores a table's rows in key order, and a split's child may sort
    // before its parent. The run's cascade removes both; folding a split back removes the child.
    .addColumn('parent_group_id', 'text')
    .addColumn('mother_id', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('plant_groups_run_idx')
    .on('plant_groups')
    .columns(['run_id', 'position'])
    .execute();
  await db.schema
    .createIndex('plant_groups_room_idx')
    .on('plant_groups')
    .columns(['room_id', 'stage'])
    .execute();
  await db.schema.createIndex('plant_groups_strain_idx').on('plant_groups').column('strain_id').execute();

  await db.schema
    .createTable('stage_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.notNull().references('plant_groups.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    // Orders events of one instant as they were written: a group's latest event is its last by (at, seq).
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('plant_count', 'integer', (c) => c.notNull())
    .addColumn('split_group_id', 'text', (c) => c.references('plant_groups.id').onDelete('cascade'))
    // What the group was before the event, so undoing the latest one restores it exactly.
    .addColumn('before_stage', 'text')
    .addColumn('before_room_id', 'text')
    .addColumn('before_stage_started_at', 'text')
    .addColumn('by_id', 'text')
    .addColumn('by_email', 'text')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stage_events_run_idx').on('stage_events').columns(['run_id', 'at']).execute();
  await db.schema
    .createIndex('stage_events_group_idx')
    .on('stage_events')
    .columns(['group_id', 'at'])
    .execute();
  await db.schema.createIndex('stage_events_seq_idx').on('stage_events').column('seq').execute();
  await db.schema.createIndex('stage_events_split_idx').on('stage_events').column('split_group_id').execute();

  await db.schema
    .createTable('plant_losses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.notNull().references('plant_groups.id').onDelete('cascade'))
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('by_id', 'text')
    .addColumn('by_email', 'text')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plant_losses_run_idx').on('plant_losses').columns(['run_id', 'at']).execute();
  await db.schema.createIndex('plant_losses_group_idx').on('plant_losses').column('group_id').execute();

  // Mothers and lineage: a cutting may be a mother, and any cutting may name its mother.
  await db.schema
    .alterTable('cuttings')
    .addColumn('is_mother', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('cuttings')
    // No self-reference key, as for plant groups: a mother registered after her clones sorts after them.
    .addColumn('mother_id', 'text')
    .execute();
  await db.schema.alterTable('cuttings').addColumn('retired_at', 'text').execute();
  await db.schema.createIndex('cuttings_mother_id_idx').on('cuttings').column('mother_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('cuttings_mother_id_idx').execute();
  await db.schema.alterTable('cuttings').dropColumn('retired_at').execute();
  await db.schema.alterTable('cuttings').dropColumn('mother_id').execute();
  await db.schema.alterTable('cuttings').dropColumn('is_mother').execute();
  for (const table of ['plant_losses', 'stage_events', 'plant_groups', 'runs', 'room_devices', 'rooms']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropTable('site_settings').execute();
}
