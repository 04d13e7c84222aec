import type { Language } from '@canopy/shared/languages';
import type { AppEventMap } from '../../lib/app-events.ts';
import { renderTaskAssigned } from './messages/render-tasks.ts';
import { queuePersonalMessages } from './personal-messages.ts';
import type { TaskNoticesDeps } from './task-notices.types.ts';

/** How people are named in the web app: the login's part before the "@". */
const displayNameOf = (login: string) => login.split('@')[0] || login;

/**
 * Tells the people just given a task (not one who gave it to themselves), each in their language on their
 * channels: queued in the outbox, which sends them. Returns how many deliveries were queued.
 */
export async function tellAssigned(
  deps: TaskNoticesDeps,
  { taskId, userIds, byId }: AppEventMap['task.assigned'],
): Promise<number> {
  const people = [...new Set(userIds)].filter((userId) => userId !== byId);
  if (people.length === 0) return 0;
  const task = await deps.tasks.find(taskId);
  if (!task) return 0;
  const by = displayNameOf(await deps.loginOf(byId));
  const timeZone = await deps.zone.timeZone();
  const nowMs = deps.clock.now().getTime();
  const render = (language: Language) =>
    renderTaskAssigned(task, by, { language, publicUrl: deps.publicUrl, timeZone });
  const queued = await deps.db.transaction().execute((trx) =>
    queuePersonalMessages(
      deps,
      trx,
      'task_assigned',
      people.map((userId) => ({ userId, render })),
      nowMs,
    ),
  );
  if (queued > 0) deps.kick();
  return queued;
}
