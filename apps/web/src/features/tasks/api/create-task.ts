import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskSchema, type CreateTaskBody, type Task } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

export function createTask(body: CreateTaskBody): Promise<Task> {
  return apiRequest('/tasks', { method: 'POST', body, schema: taskSchema });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
