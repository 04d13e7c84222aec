import {
  doneTasksPageSchema,
  openTasksPageSchema,
  type DoneTasksPage,
  type OpenTasksPage,
} from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { useThreadPages } from '../../../lib/threads/thread-pages';
import { taskKeys } from './task-keys';

const after = (cursor: string | undefined): string => (cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');

/** One page of the tasks not done, newest first, each with its last comment. */
export function listOpenTasks(cursor: string | undefined): Promise<OpenTasksPage> {
  return apiRequest(`/tasks/page${after(cursor)}`, { schema: openTasksPageSchema });
}

/** The open tasks a page at a time: the page's first paint is the first page. */
export function useOpenTasks() {
  return useThreadPages(taskKeys.open(), listOpenTasks);
}

/** One page of done tasks, most recently completed first, with how many are done in all. */
export function listDoneTasks(cursor: string | undefined): Promise<DoneTasksPage> {
  return apiRequest(`/tasks/done${after(cursor)}`, { schema: doneTasksPageSchema });
}

/** Done tasks a page at a time; the first page comes at once, since its total labels the toggle. */
export function useDoneTasks() {
  return useThreadPages(taskKeys.done(), listDoneTasks);
}
