import type { Job } from '../../jobs/job-registry.ts';
import type { AppEvents } from '../../lib/app-events.ts';
import { tellAssigned } from './task-assigned.ts';
import { sendMorningLists } from './task-morning-list.ts';
import type { TaskNoticesDeps } from './task-notices.types.ts';
import { tellOverdueTasks } from './task-overdue.ts';

/** How often the morning list's time and overdue tasks are looked for: within a minute of either. */
export const TASK_NOTICES_EVERY_MS = 60_000;

/**
 * Tasks' messages (DESIGN 22) through each person's notification channels: on `task.assigned`, the
 * `task-morning-list` job (07:00 site time, once a site day) and the `task-overdue` job (open high-priority
 * tasks whose due passed, once per due).
 */
export function createTaskNotices(deps: TaskNoticesDeps) {
  const jobs: Job[] = [
    { name: 'task-morning-list', everyMs: TASK_NOTICES_EVERY_MS, run: () => sendMorningLists(deps) },
    { name: 'task-overdue', everyMs: TASK_NOTICES_EVERY_MS, run: () => tellOverdueTasks(deps) },
  ];
  return {
    jobs,
    subscribe(events: AppEvents): void {
      events.subscribe('task.assigned', (event) => tellAssigned(deps, event));
    },
    /** One run of each job and the event's handler, for tests and the bench. */
    sendMorningLists: () => sendMorningLists(deps),
    tellOverdue: () => tellOverdueTasks(deps),
    tellAssigned: (event: Parameters<typeof tellAssigned>[1]) => tellAssigned(deps, event),
  };
}

export type TaskNotices = ReturnType<typeof createTaskNotices>;
