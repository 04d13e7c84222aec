import type { TaskSummary } from '@canopy/shared/schemas/tasks';

export const MY_TASK_SECTIONS = ['overdue', 'today', 'upcoming', 'noDue'] as const;
export type MyTaskSection = (typeof MY_TASK_SECTIONS)[number];

/** Sooner first: by the due's site day, then its instant (a day's task before its timed ones). */
const byDue = (a: TaskSummary, b: TaskSummary) =>
  (a.dueDay ?? '').localeCompare(b.dueDay ?? '') || (a.dueAt ?? '').localeCompare(b.dueAt ?? '');

/**
 * One's open tasks by when they are due on the site's calendar: overdue (as the server says), today, later
 * days, and those with no due; each sooner first. Done tasks are left out.
 */
export function myTaskSections(
  tasks: readonly TaskSummary[],
  today: string,
): Record<MyTaskSection, TaskSummary[]> {
  const sections: Record<MyTaskSection, TaskSummary[]> = { overdue: [], today: [], upcoming: [], noDue: [] };
  for (const task of [...tasks].sort(byDue)) {
    if (task.status === 'done') continue;
    const section: MyTaskSection = task.overdue
      ? 'overdue'
      : task.dueDay === null
        ? 'noDue'
        : task.dueDay <= today
          ? 'today'
          : 'upcoming';
    sections[section].push(task);
  }
  return sections;
}
