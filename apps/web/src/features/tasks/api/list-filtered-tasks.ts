import { useQuery } from '@tanstack/react-query';
import { taskSummarySchema, type TaskSummary } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import type { TaskFilter } from '../lib/tasks-search';
import { taskKeys } from './task-keys';

const tasksSchema = taskSummarySchema.array();

/** `GET /api/tasks?assignee=&due=&runId=&roomId=`: only the filters that are set go in the address. */
export function listFilteredTasks(filter: TaskFilter): Promise<TaskSummary[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return apiRequest(`/tasks${suffix}`, { schema: tasksSchema });
}

/**
 * The tasks a filter finds, unless `enabled` is false. Offline the last answer stays on screen
 * (`offlineFirst`: the query is not paused, the service worker answers from its copy), so My tasks still
 * shows on the grow-room floor.
 */
export const useFilteredTasks = (filter: TaskFilter, enabled = true) =>
  useQuery({
    queryKey: taskKeys.filtered(filter),
    queryFn: () => listFilteredTasks(filter),
    networkMode: 'offlineFirst',
    enabled,
  });
