import { sql, type Kysely } from 'kysely';

// Frozen in time. The lists open on the bugs not closed and the tasks not done, and read the closed and done
// ones a page at a time, most recently finished first: these indexes serve both without reading the archive,
// however long it grows (the partial ones hold only the unfinished rows).
export async function up(db: Kysely<unknown>): Promise<void> {
  // A done task is ordered by when it was completed; one without that time takes its last update's.
  await sql`update tasks set completed_at = updated_at where status = 'done' and completed_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('bugs_status_changed_idx')
    .on('bugs')
    .columns(['status', 'status_changed_at', 'id'])
    .execute();
  await db.schema
    .createIndex('tasks_status_completed_idx')
    .on('tasks')
    .columns(['status', 'completed_at', 'id'])
    .execute();
  await db.schema
    .createIndex('bugs_unclosed_idx')
    .on('bugs')
    .columns(['created_at', 'id'])
    .where(sql.ref('status'), '!=', 'closed')
    .execute();
  await db.schema
    .createIndex('tasks_undone_idx')
    .on('tasks')
    .columns(['created_at', 'id'])
    .where(sql.ref('status'), '!=', 'done')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_undone_idx').execute();
  await db.schema.dropIndex('bugs_unclosed_idx').execute();
  await db.schema.dropIndex('tasks_status_completed_idx').execute();
  await db.schema.dropIndex('bugs_status_changed_idx').execute();
}
