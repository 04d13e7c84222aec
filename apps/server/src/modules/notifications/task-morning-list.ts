import type { Language } from '@canopy/shared/languages';
import { localDateTime } from '@canopy/shared/local-time';
import type { TaskNotice } from '../tasks/task-reminders.types.ts';
import { renderMorningList } from './messages/render-tasks.ts';
import { queuePersonalMessages, type PersonalMessage } from './personal-messages.ts';
import { overdueFrom, peopleOf } from './task-overdue.ts';
import type { TaskNoticesDeps } from './task-notices.types.ts';

/** The morning list goes out at this time on the site's clock. */
export const MORNING_LIST_TIME = '07:00';
/** The last site day whose lists were queued: the run key that makes each day's lists go out once. */
export const MORNING_LIST_KEY = 'task-morning-list.day';

/** Due order: by day, a day's all-day tasks first, then its timed ones by time. */
const dueOrder = (task: TaskNotice) =>
  `${task.dueDay ?? ''} ${task.dueAt && task.dueAt !== task.dueDay ? new Date(task.dueAt).toISOString() : ''}`;

/**
 * Each person's list of their open tasks due today and overdue, one message each (none for an empty
 * list), once per site day from 07:00 on: the day is taken in the transaction that queues the lists, so a
 * second run or instance finds it taken, and an instance that was down at 07:00 sends them late, once.
 * Returns how many people were sent a list.
 */
export async function sendMorningLists(deps: TaskNoticesDeps): Promise<number> {
  const nowMs = deps.clock.now().getTime();
  const timeZone = await deps.zone.timeZone();
  const { date: today, time } = localDateTime(nowMs, timeZone);
  if (time < MORNING_LIST_TIME) return 0;
  // Every minute after the day's lists went out: one small read, no transaction.
  const last = await deps.appState.get(MORNING_LIST_KEY);
  if (last !== null && last >= today) return 0;

  const lists = new Map<string, { overdue: TaskNotice[]; today: TaskNotice[] }>();
  const tasks = (await deps.tasks.openDueBy(today)).sort((a, b) => dueOrder(a).localeCompare(dueOrder(b)));
  for (const task of tasks) {
    if (task.dueAt === null) continue;
    const overdue = nowMs >= overdueFrom(task.dueAt, timeZone);
    for (const userId of peopleOf(task)) {
      const list = lists.get(userId) ?? { overdue: [], today: [] };
      (overdue ? list.overdue : list.today).push(task);
      lists.set(userId, list);
    }
  }
  const messages: PersonalMessage[] = [...lists].map(([userId, list]) => ({
    userId,
    render: (language: Language) =>
      renderMorningList({ ...list, day: today }, { language, publicUrl: deps.publicUrl, timeZone }),
  }));
  let sent = 0;
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deps.appState.advance(trx, MORNING_LIST_KEY, today))) return;
    await queuePersonalMessages(deps, trx, 'task_morning', messages, nowMs);
    sent = messages.length;
  });
  if (sent > 0) deps.kick();
  return sent;
}
