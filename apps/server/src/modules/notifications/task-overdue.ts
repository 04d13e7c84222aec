import type { Language } from '@canopy/shared/languages';
import { isDueDay } from '@canopy/shared/recurrence';
import { addDaysToDate, localDate, startOfLocalDate } from '@canopy/shared/site-days';
import type { TaskNotice } from '../tasks/task-reminders.types.ts';
import { renderTaskOverdue } from './messages/render-tasks.ts';
import { queuePersonalMessages } from './personal-messages.ts';
import type { TaskNoticesDeps } from './task-notices.types.ts';

/** When a due has passed: an instant at once, a day once the next site day begins. */
export function overdueFrom(dueAt: string, timeZone: string): number {
  return Date.parse(isDueDay(dueAt) ? startOfLocalDate(addDaysToDate(dueAt, 1), timeZone) : dueAt);
}

/** Whom a task's reminders go to: its assignees, or its creator while nobody is assigned. */
export const peopleOf = (task: TaskNotice): readonly string[] =>
  task.assigneeIds.length > 0 ? task.assigneeIds : [task.createdById];

/**
 * Tells the people of each open high-priority task that became overdue, once: the task's mark is set in
 * the transaction that queues the messages, compare-and-set, so two sweeps never both tell. A mark older
 * than the due's passing was for an earlier due (the due moved later), so the task is told again.
 * Returns how many tasks were told.
 */
export async function tellOverdueTasks(deps: TaskNoticesDeps): Promise<number> {
  const now = deps.clock.now();
  const nowMs = now.getTime();
  const timeZone = await deps.zone.timeZone();
  let told = 0;
  for (const task of await deps.tasks.openHighDueBy(localDate(nowMs, timeZone))) {
    if (task.dueAt === null) continue;
    const from = overdueFrom(task.dueAt, timeZone);
    if (nowMs < from) continue;
    if (task.overdueNotifiedAt !== null && Date.parse(task.overdueNotifiedAt) >= from) continue;
    await deps.db.transaction().execute(async (trx) => {
      if (!(await deps.tasks.markOverdueTold(trx, task.id, task.overdueNotifiedAt, now.toISOString())))
        return;
      const render = (language: Language) =>
        renderTaskOverdue(task, { language, publicUrl: deps.publicUrl, timeZone });
      const messages = peopleOf(task).map((userId) => ({ userId, render }));
      await queuePersonalMessages(deps, trx, 'task_overdue', messages, nowMs);
      told += 1;
    });
  }
  if (told > 0) deps.kick();
  return told;
}
