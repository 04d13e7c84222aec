import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskSchema } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { newKey, sendOrQueue } from '../../../lib/offline-queue/send-or-queue';
import { taskKeys } from './task-keys';

export interface CommentOnTaskInput {
  id: string;
  text: string;
}

/** A comment may wait on the phone for the network; it is sent once, under its key. */
export function commentOnTask({ id, text }: CommentOnTaskInput) {
  const write: QueuedWriteInput = {
    kind: 'taskComment',
    textField: 'text',
    uploads: [],
    main: { path: `/tasks/${encodeURIComponent(id)}/comments`, key: newKey(), body: { text } },
    invalidate: taskKeys.all[0],
  };
  return sendOrQueue(write, () =>
    apiRequest(write.main.path, {
      method: 'POST',
      body: write.main.body,
      schema: taskSchema,
      idempotencyKey: write.main.key,
    }),
  );
}

export function useCommentOnTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commentOnTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
