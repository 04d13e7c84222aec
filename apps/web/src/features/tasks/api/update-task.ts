import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskSchema, type Task } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** `PATCH /api/tasks/{id}`: the creator or staff change the description. */
export function updateTask({ id, description }: { id: string; description: string }): Promise<Task> {
  return apiRequest(`/tasks/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { description },
    schema: taskSchema,
  });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
