import { apiRequest } from '../api-client';
import type { QueuedWriteInput } from '../offline-queue/queued-write';
import { newKey, sendOrQueue } from '../offline-queue/send-or-queue';
import { itemPath, type ThreadApi, type ThreadItem } from './thread-api';
import { useThreadMutation } from './use-thread-mutation';

export interface CommentInput {
  id: string;
  text: string;
}

/** A comment may wait on the phone for the network; it is sent once, under its key. */
export function commentOnThread(api: ThreadApi<ThreadItem>, { id, text }: CommentInput) {
  const write: QueuedWriteInput = {
    kind: api.queued.comment,
    textField: 'text',
    uploads: [],
    main: { path: itemPath(api, id, '/comments'), key: newKey(), body: { text } },
    invalidate: api.keys.all[0],
  };
  return sendOrQueue(write, () =>
    apiRequest(write.main.path, {
      method: 'POST',
      body: write.main.body,
      schema: api.schema,
      idempotencyKey: write.main.key,
    }),
  );
}

export function useCommentOnThread(api: ThreadApi<ThreadItem>) {
  return useThreadMutation(api, (input: CommentInput) => commentOnThread(api, input));
}
