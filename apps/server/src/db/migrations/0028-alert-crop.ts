import type { Kysely } from 'kysely';

// Frozen in time. An alert keeps the room and run day its device was in when it opened (DESIGN section 20:
// alert messages name them): JSON of the device's crop context then (room, and run, stage and day of the
// group with most plants there), null for a device in no room. Alerts opened before have none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alerts').addColumn('crop', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alerts').dropColumn('crop').execute();
}
