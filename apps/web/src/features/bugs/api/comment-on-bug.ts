import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bugSchema } from '@canopy/shared/schemas/bugs';
import { apiRequest } from '../../../lib/api-client';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { newKey, sendOrQueue } from '../../../lib/offline-queue/send-or-queue';
import { bugKeys } from './bug-keys';

export interface CommentOnBugInput {
  id: string;
  text: string;
}

/** A comment may wait on the phone for the network; it is sent once, under its key. */
export function commentOnBug({ id, text }: CommentOnBugInput) {
  const write: QueuedWriteInput = {
    kind: 'bugComment',
    textField: 'text',
    uploads: [],
    main: { path: `/bugs/${encodeURIComponent(id)}/comments`, key: newKey(), body: { text } },
    invalidate: bugKeys.all[0],
  };
  return sendOrQueue(write, () =>
    apiRequest(write.main.path, {
      method: 'POST',
      body: write.main.body,
      schema: bugSchema,
      idempotencyKey: write.main.key,
    }),
  );
}

export function useCommentOnBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commentOnBug,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bugKeys.all }),
  });
}
