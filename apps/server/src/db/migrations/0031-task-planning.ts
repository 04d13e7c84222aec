import type { Kysely } from 'kysely';

// Frozen in time. Tasks that run the operation (DESIGN section 22): assignees, a due (a site day or an
// instant, with its site day kept for "today" and "overdue"), a priority, a checklist, links to the crop
// and its devices, review, recurrence (each occurrence an ordinary task of one series) and SOP templates
// whose steps become tasks on a run's groups. Links are plain ids: a task outlives what it was about.
/** Columns added to `tasks`, one statement each (SQLite adds one column per statement). */
const TASK_COLUMNS = [
  'due_at',
  'due_day',
  // The recurrence rule as JSON; its occurrences share `series_id`, each names the one it follows.
  'recurrence',
  'series_id',
  'previous_id',
  'run_id',
  'group_id',
  'room_id',
  'cutting_id',
  'device_id',
  'template_id',
  'template_step_id',
  // When an overdue high-priority task was sent to its people.
  'overdue_notified_at',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of TASK_COLUMNS) await db.schema.alterTable('tasks').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('tasks')
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('normal'))
    .execute();
  await db.schema
    .alterTable('tasks')
    .addColumn('requires_review', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.createIndex('tasks_due_day_idx').on('tasks').columns(['due_day', 'id']).execute();
  await db.schema.createIndex('tasks_series_idx').on('tasks').column('series_id').execute();
  // Exactly one next occurrence, whoever completes first and on whichever instance.
  await db.schema.createIndex('tasks_previous_uq').on('tasks').column('previous_id').unique().execute();
  await db.schema.createIndex('tasks_run_idx').on('tasks').column('run_id').execute();
  await db.schema.createIndex('tasks_room_idx').on('tasks').column('room_id').execute();
  await db.schema
    .createIndex('tasks_template_idx')
    .on('tasks')
    .columns(['run_id', 'template_id', 'template_step_id', 'group_id'])
    .execute();

  await db.schema
    .createTable('task_assignees')
    .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_assignees_pk', ['task_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('task_assignees_user_idx')
    .on('task_assignees')
    .columns(['user_id', 'task_id'])
    .execute();

  await db.schema
    .createTable('task_checklist_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done_by_id', 'text')
    .addColumn('done_by_login', 'text')
    .addColumn('done_by_name', 'text')
    .addColumn('done_at', 'text')
    .execute();
  await db.schema
    .createIndex('task_checklist_items_task_idx')
    .on('task_checklist_items')
    .columns(['task_id', 'position'])
    .execute();

  await db.schema
    .createTable('task_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // The steps as JSON, each with its own `_id`: a template is read and written whole.
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('created_by_id', 'text', (c) => c.notNull())
    .addColumn('created_by_login', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('task_templates_name_idx')
    .on('task_templates')
    .columns(['name', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('task_templates').execute();
  await db.schema.dropTable('task_checklist_items').execute();
  await db.schema.dropTable('task_assignees').execute();
  for (const index of [
    'tasks_template_idx',
    'tasks_room_idx',
    'tasks_run_idx',
    'tasks_previous_uq',
    'tasks_series_idx',
    'tasks_due_day_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of [...TASK_COLUMNS, 'priority', 'requires_review']) {
    await db.schema.alterTable('tasks').dropColumn(column).execute();
  }
}
