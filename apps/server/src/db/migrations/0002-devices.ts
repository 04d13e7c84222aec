import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
// Device times are epoch milliseconds in bigint (PostgreSQL returns them as strings; repositories convert).
// Measurements are 'double precision' ('real' is 4 bytes on PostgreSQL and would round water totals).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alerts_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cloud_online', 'integer')
    .addColumn('last_ts', 'bigint')
    .addColumn('last_heard_at', 'bigint')
    .addColumn('latest', 'text')
    .addColumn('config', 'text')
    .addColumn('firmware', 'text')
    .addColumn('power_state', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('climate_readings')
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('temperature', 'double precision')
    .addColumn('humidity', 'double precision')
    .addColumn('co2', 'double precision')
    .addColumn('vpd', 'double precision')
    .addColumn('light_status', 'integer')
    .addPrimaryKeyConstraint('climate_readings_pk', ['device_id', 'ts'])
    .execute();

  await db.schema
    .createTable('soil_readings')
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('moisture_pct', 'double precision')
    .addColumn('temp_c', 'double precision')
    .addColumn('ec_mscm', 'double precision')
    .addColumn('ph', 'double precision')
    .addColumn('n_mgkg', 'double precision')
    .addColumn('p_mgkg', 'double precision')
    .addColumn('k_mgkg', 'double precision')
    .addColumn('in_medium', 'integer')
    .addPrimaryKeyConstraint('soil_readings_pk', ['device_id', 'ts'])
    .execute();

  await db.schema
    .createTable('water_readings')
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('in_rate_lpm', 'double precision')
    .addColumn('in_total_l', 'double precision')
    .addColumn('out_rate_lpm', 'double precision')
    .addColumn('out_total_l', 'double precision')
    .addPrimaryKeyConstraint('water_readings_pk', ['device_id', 'ts'])
    .execute();

  await db.schema
    .createTable('device_commands')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('user_email', 'text')
    .addColumn('function_name', 'text', (c) => c.notNull())
    .addColumn('arg', 'text', (c) => c.notNull())
    .addColumn('return_value', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_commands_device_created_idx')
    .on('device_commands')
    .columns(['device_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('device_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_alerts_device_created_idx')
    .on('device_alerts')
    .columns(['device_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('message_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('message_outbox_pending_idx')
    .on('message_outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('firmware')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('firmware_type_created_idx')
    .on('firmware')
    .columns(['device_type', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'firmware',
    'message_outbox',
    'device_alerts',
    'device_commands',
    'water_readings',
    'soil_readings',
    'climate_readings',
    'devices',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
