import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskSchema, type CreateTaskBody, type Task } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';
import { uploadTaskPhotos } from './upload-task-photos';

export function createTask(body: CreateTaskBody): Promise<Task> {
  return apiRequest('/tasks', { method: 'POST', body, schema: taskSchema });
}

export interface NewTask {
  body: CreateTaskBody;
  photos?: readonly { blob: Blob; name: string }[];
}

/** The task is added first; photos that then fail leave it added and say so, rather than lost. */
export async function addTask({ body, photos = [] }: NewTask): Promise<{ task: Task; photoError: unknown }> {
  const task = await createTask(body);
  if (photos.length === 0) return { task, photoError: null };
  try {
    return { task: await uploadTaskPhotos(task._id, photos), photoError: null };
  } catch (error) {
    return { task, photoError: error };
  }
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
