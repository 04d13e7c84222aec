import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskSchema, type CreateTaskBody, type Task } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { isQueued, newKey, sendOrQueue } from '../../../lib/offline-queue/send-or-queue';
import { taskKeys } from './task-keys';
import { uploadTaskPhotos } from './upload-task-photos';

export function createTask(body: CreateTaskBody, key?: string): Promise<Task> {
  return apiRequest('/tasks', {
    method: 'POST',
    body,
    schema: taskSchema,
    ...(key && { idempotencyKey: key }),
  });
}

export interface NewTask {
  body: CreateTaskBody;
  photos?: readonly { blob: Blob; name: string }[];
}

/** The task is added first; photos that then fail leave it added and say so, rather than lost. */
async function addNow(write: QueuedWriteInput, { body, photos = [] }: NewTask) {
  const task = await createTask(body, write.main.key);
  if (photos.length === 0) return { task, photoError: null };
  try {
    return { task: await uploadTaskPhotos(task._id, photos, write.follow?.key), photoError: null };
  } catch (error) {
    return { task, photoError: error };
  }
}

export type AddTaskOutcome =
  { task: Task; photoError: unknown; queued: false } | { photoError: null; queued: true };

/** Offline, the task and its photos wait on the phone and are sent in order when the network is back. */
export async function addTask(task: NewTask): Promise<AddTaskOutcome> {
  const photos = task.photos ?? [];
  const write: QueuedWriteInput = {
    kind: 'task',
    textField: 'description',
    uploads: [],
    main: { path: '/tasks', key: newKey(), body: { ...task.body } },
    ...(photos.length > 0 && {
      follow: {
        path: '/tasks/{id}/upload',
        key: newKey(),
        body: {},
        files: photos.map((photo) => ({ name: 'file', blob: photo.blob, fileName: photo.name })),
      },
    }),
    invalidate: taskKeys.all[0],
  };
  const result = await sendOrQueue(write, () => addNow(write, task));
  return isQueued(result) ? { photoError: null, queued: true } : { ...result, queued: false };
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
