import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskStatus } from '@canopy/shared/tasks';
import { taskSchema, type Task } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

export interface SetTaskStatusInput {
  id: string;
  status: TaskStatus;
}

/** 'done' also sets completedAt on the server. */
export function setTaskStatus({ id, status }: SetTaskStatusInput): Promise<Task> {
  return apiRequest(`/tasks/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status },
    schema: taskSchema,
  });
}

export function useSetTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTaskStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
