import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskSchema, type Task } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

export interface CommentOnTaskInput {
  id: string;
  text: string;
}

export function commentOnTask({ id, text }: CommentOnTaskInput): Promise<Task> {
  return apiRequest(`/tasks/${encodeURIComponent(id)}/comments`, {
    method: 'POST',
    body: { text },
    schema: taskSchema,
  });
}

export function useCommentOnTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commentOnTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
