import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskSchema, type Task } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

const tasksSchema = taskSchema.array();

export function listTasks(): Promise<Task[]> {
  return apiRequest('/tasks', { schema: tasksSchema });
}

export const tasksQueryOptions = () => queryOptions({ queryKey: taskKeys.list(), queryFn: listTasks });

export function useTasks() {
  return useQuery(tasksQueryOptions());
}
