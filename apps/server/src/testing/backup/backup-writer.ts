// Test data: a writer that keeps the database busy while a backup runs, and rows read without the dump code.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HISTORY_FROM } from './backup-seed.ts';

export const WRITER_DEVICE = 'bbbbbbbbbbbbbbbbbbbbbbbb';
export const WRITER_TS = Date.UTC(2026, 10, 1);

/**
 * While the backup runs, a writer keeps adding a task and a reading in one transaction, then a comment on
 * the task in another. The backup dumps the readings long before the tasks and the tasks just before
 * their comments: one that is not a single snapshot would hold more tasks than readings, or comments
 * whose task it read too early (which the restore's foreign keys refuse too).
 */
export function startWriter(db: Kysely<Database>, authorId: string) {
  let written = 0;
  let stopped = false;
  const run = (async () => {
    while (!stopped) {
      const n = written + 1;
      const id = `writer-task-${String(n).padStart(6, '0')}`;
      const at = new Date(HISTORY_FROM + n).toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('tasks')
          .values({
            id,
            short_id: `W${n}`,
            description: `written during the backup #${n}`,
            status: 'open',
            created_by_id: authorId,
            created_by_login: 'writer',
            created_by_name: 'Writer',
            created_at: at,
            updated_at: at,
            completed_at: null,
          })
          .execute();
        await trx
          .insertInto('climate_readings')
          .values({
            device_id: WRITER_DEVICE,
            ts: WRITER_TS + n,
            temperature: n,
            humidity: 50,
            co2: 800,
            vpd: 1,
            light_status: 1,
          })
          .execute();
      });
      await db
        .insertInto('task_comments')
        .values({
          id: `writer-comment-${String(n).padStart(6, '0')}`,
          parent_id: id,
          text: `comment #${n}`,
          author_id: authorId,
          author_login: 'writer',
          author_name: 'Writer',
          created_at: at,
        })
        .execute();
      written = n;
      // Hand the event loop over, so a backup in this same process gets its turns too.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    written: () => written,
    async stop() {
      stopped = true;
      await run;
    },
  };
}

/** Every row of every table, through Kysely and in key order: the check that does not use the dump code. */
export async function allRows(
  db: Kysely<Database>,
  tables: readonly { name: string; columns: { name: string }[] }[],
) {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const order = table.columns.map((column) => sql.ref(column.name));
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table.name)} order by ${sql.join(order)}`.execute(db);
    result[table.name] = rows;
  }
  return result;
}
