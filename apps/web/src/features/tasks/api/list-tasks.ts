import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  doneTasksPageSchema,
  openTasksPageSchema,
  taskSchema,
  type DoneTasksPage,
  type OpenTasksPage,
  type Task,
} from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** One page of the tasks not done, newest first, each with its last comment. */
export function listOpenTasks(cursor: string | undefined): Promise<OpenTasksPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/tasks/page${query}`, { schema: openTasksPageSchema });
}

/** The open tasks a page at a time: the page's first paint is the first page. */
export function useOpenTasks() {
  return useInfiniteQuery({
    queryKey: taskKeys.open(),
    queryFn: ({ pageParam }) => listOpenTasks(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** One page of done tasks, most recently completed first, with how many are done in all. */
export function listDoneTasks(cursor: string | undefined): Promise<DoneTasksPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/tasks/done${query}`, { schema: doneTasksPageSchema });
}

/** Done tasks a page at a time; the first page comes at once, since its total labels the toggle. */
export function useDoneTasks() {
  return useInfiniteQuery({
    queryKey: taskKeys.done(),
    queryFn: ({ pageParam }) => listDoneTasks(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** A task with its whole thread. */
export function getTask(id: string): Promise<Task> {
  return apiRequest(`/tasks/${encodeURIComponent(id)}`, { schema: taskSchema });
}

export function useTask(id: string, enabled: boolean) {
  return useQuery({ queryKey: taskKeys.detail(id), queryFn: () => getTask(id), enabled });
}
