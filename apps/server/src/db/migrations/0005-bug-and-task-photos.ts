import type { Kysely } from 'kysely';

// Frozen in time. Photos attached to bugs and tasks, in upload order; rows go with their record or file.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, parent] of [
    ['bug_photos', 'bugs'],
    ['task_photos', 'tasks'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('parent_id', 'text', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
      .addColumn('public_id', 'text', (c) => c.notNull().references('files.public_id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['parent_id', 'public_id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('task_photos').execute();
  await db.schema.dropTable('bug_photos').execute();
}
