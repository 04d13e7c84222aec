import type { Kysely } from 'kysely';

// Frozen in time. Automation (DESIGN section 24): automations with their trigger, conditions and actions as
// JSON; each one's evaluation state (a wait's start is stored, so a restart resumes it); its runs, each under
// a unique run key so that two instances evaluating at once fire it exactly once; stage climate profiles, and
// the profile applied to each room (its other phase's limits are written when the lights next change).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('automations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('conditions', 'text', (c) => c.notNull())
    .addColumn('actions', 'text', (c) => c.notNull())
    .addColumn('cooldown_minutes', 'integer', (c) => c.notNull())
    .addColumn('created_by_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('automation_states')
    .addColumn('automation_id', 'text', (c) =>
      c.primaryKey().references('automations.id').onDelete('cascade'),
    )
    // 1 while the trigger may fire (armed); 0 after a firing until the value clears.
    .addColumn('armed', 'integer', (c) => c.notNull())
    // When the trigger's condition began to hold (a `forMinutes` wait's start), null when it does not.
    .addColumn('pending_since', 'text')
    // The trigger-specific memory as JSON (the last phase seen, the last block or stage day fired).
    .addColumn('memory', 'text', (c) => c.notNull())
    .addColumn('last_fired_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('automation_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('automation_id', 'text', (c) => c.notNull().references('automations.id').onDelete('cascade'))
    // What fired, unique per automation: the same crossing, block start or stage day never runs twice.
    .addColumn('run_key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    // JSON: what fired it ({type, ...}), written in the reader's language when read.
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    // JSON: the outcome of each action, or why it was skipped or failed.
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('automation_runs_key_uq')
    .on('automation_runs')
    .columns(['automation_id', 'run_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('automation_runs_at_idx')
    .on('automation_runs')
    .columns(['automation_id', 'at'])
    .execute();
  await db.schema
    .createTable('climate_profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    // JSON: {temperature: {min, max}, humidity: {min, max}, co2: {min, max}}.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('night', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('room_profiles')
    .addColumn('room_id', 'text', (c) => c.primaryKey().references('rooms.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull().references('climate_profiles.id').onDelete('cascade'))
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addColumn('applied_by_id', 'text')
    // JSON: {deviceId: 'day' | 'night'}, the phase whose limits were last written to each controller.
    .addColumn('written', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'room_profiles',
    'climate_profiles',
    'automation_runs',
    'automation_states',
    'automations',
  ])
    await db.schema.dropTable(table).execute();
}
