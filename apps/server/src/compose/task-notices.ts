import { createTaskRemindersRepository } from '../modules/tasks/task-reminders.repository.ts';
import type { Alerting } from './alerting.ts';
import type { Crop } from './crop.ts';
import type { Kit } from './kit.ts';

/**
 * Tasks' messages (DESIGN 22: assignment, the 07:00 list, overdue high-priority tasks) through the
 * notification channels, in the site's zone: made once notifications and the site exist. They read the
 * tasks tables only through the tasks module's reminders repository.
 */
export function composeTaskNotices(kit: Kit, alerting: Alerting, crop: Crop) {
  return alerting.notifications.taskNotices({
    tasks: createTaskRemindersRepository(kit.db),
    zone: crop.site.zone,
  });
}

export type TaskNotices = ReturnType<typeof composeTaskNotices>;
