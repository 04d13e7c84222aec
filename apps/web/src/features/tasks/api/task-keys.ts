import { threadKeys } from '../../../lib/threads/thread-api';
import type { TaskFilter } from '../lib/tasks-search';

/** Query keys of the tasks feature; invalidate `taskKeys.all` after any change. */
export const taskKeys = {
  ...threadKeys('tasks'),
  open: () => ['tasks', 'open'] as const,
  done: () => ['tasks', 'done'] as const,
  /** `GET /api/tasks` with DESIGN 22's filters: My tasks, a filtered list, the calendar. */
  filtered: (filter: TaskFilter) => ['tasks', 'filtered', filter] as const,
  assignable: () => ['tasks', 'assignable'] as const,
  runChoices: () => ['tasks', 'runChoices'] as const,
  templates: () => ['tasks', 'templates'] as const,
};
