import { isDueDay } from '@canopy/shared/recurrence';
import { localDate } from '@canopy/shared/site-days';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Counts the site day of every task due at an instant again, in the site's new time zone: "today",
 * "overdue", the calendar and the morning list read that day. A due given as a day stays that day.
 */
export function createDueDayRedating(db: Kysely<Database>) {
  return async (timeZone: string): Promise<void> => {
    const rows = await db
      .selectFrom('tasks')
      .select(['id', 'due_at', 'due_day'])
      .where('due_at', 'is not', null)
      .execute();
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        if (!row.due_at || isDueDay(row.due_at)) continue;
        const day = localDate(row.due_at, timeZone);
        if (day !== row.due_day) {
          await trx.updateTable('tasks').set({ due_day: day }).where('id', '=', row.id).execute();
        }
      }
    });
  };
}
