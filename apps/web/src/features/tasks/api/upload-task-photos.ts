import { taskSchema, type Task } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/tasks/{id}/upload`: all the task's photos in one multipart request. */
export function uploadTaskPhotos(
  taskId: string,
  photos: readonly { blob: Blob; name: string }[],
  key?: string,
): Promise<Task> {
  const body = new FormData();
  for (const photo of photos) body.append('file', photo.blob, photo.name);
  return apiRequest(`/tasks/${encodeURIComponent(taskId)}/upload`, {
    method: 'POST',
    body,
    schema: taskSchema,
    ...(key && { idempotencyKey: key }),
  });
}
