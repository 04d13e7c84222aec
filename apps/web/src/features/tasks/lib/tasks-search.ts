import { TASK_DUE_FILTERS, type TaskDueFilter } from '@canopy/shared/tasks';

/** How /tasks shows its tasks: mine by due (the default), SPEC's whole list, or a calendar. */
export const TASK_VIEWS = ['mine', 'all', 'week', 'month'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

/**
 * The tasks page's view and filters as the address keeps them (`/tasks?view=all&assignee=me&due=week`),
 * so a filtered list can be shared; no zod here: the router reads it on the first paint.
 */
export interface TasksSearch {
  view?: TaskView | undefined;
  assignee?: string | undefined;
  due?: TaskDueFilter | undefined;
  runId?: string | undefined;
  roomId?: string | undefined;
  /** The calendar's day in view (`YYYY-MM-DD`): its week or month is shown. */
  day?: string | undefined;
}

const id = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  (values as readonly unknown[]).includes(value) ? (value as T) : undefined;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Unknown or malformed values are dropped rather than sent: the page then simply shows more. */
export function validateTasksSearch(search: Record<string, unknown>): TasksSearch {
  return {
    view: oneOf(TASK_VIEWS, search.view),
    assignee: id(search.assignee),
    due: oneOf(TASK_DUE_FILTERS, search.due),
    runId: id(search.runId),
    roomId: id(search.roomId),
    day: typeof search.day === 'string' && DAY.test(search.day) ? search.day : undefined,
  };
}

/** The filters the server applies (`GET /api/tasks?assignee=&due=&runId=&roomId=`), those set. */
export type TaskFilter = Pick<TasksSearch, 'assignee' | 'due' | 'runId' | 'roomId'>;

export const filterOf = ({ assignee, due, runId, roomId }: TasksSearch): TaskFilter => ({
  ...(assignee && { assignee }),
  ...(due && { due }),
  ...(runId && { runId }),
  ...(roomId && { roomId }),
});

export const hasFilter = (search: TasksSearch): boolean => Object.keys(filterOf(search)).length > 0;
