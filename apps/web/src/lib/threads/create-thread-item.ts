import { apiRequest } from '../api-client';
import type { QueuedWriteInput } from '../offline-queue/queued-write';
import { isQueued, newKey, sendOrQueue } from '../offline-queue/send-or-queue';
import type { ThreadApi, ThreadItem } from './thread-api';
import { uploadThreadPhotos, type PhotoFile } from './upload-thread-photos';
import { useThreadMutation } from './use-thread-mutation';

export interface NewThreadItem {
  body: object;
  photos: readonly PhotoFile[];
}

export type CreateOutcome<Item> =
  { item: Item; photoError: unknown; queued: false } | { photoError: null; queued: true };

/** The item is created first; photos that then fail leave it created and say so, rather than lost. */
async function createNow<Item extends ThreadItem>(
  api: ThreadApi<Item>,
  write: QueuedWriteInput,
  { body, photos }: NewThreadItem,
) {
  const item = await apiRequest(`/${api.path}`, {
    method: 'POST',
    body,
    schema: api.schema,
    idempotencyKey: write.main.key,
  });
  if (photos.length === 0) return { item, photoError: null };
  try {
    return { item: await uploadThreadPhotos(api, item._id, photos, write.follow?.key), photoError: null };
  } catch (error) {
    return { item, photoError: error };
  }
}

/** Offline, the item and its photos wait on the phone and are sent in order when the network is back. */
export async function createThreadItem<Item extends ThreadItem>(
  api: ThreadApi<Item>,
  created: NewThreadItem,
): Promise<CreateOutcome<Item>> {
  const write: QueuedWriteInput = {
    kind: api.queued.item,
    textField: 'description',
    uploads: [],
    main: { path: `/${api.path}`, key: newKey(), body: { ...created.body } },
    ...(created.photos.length > 0 && {
      follow: {
        path: `/${api.path}/{id}/upload`,
        key: newKey(),
        body: {},
        files: created.photos.map((photo) => ({ name: 'file', blob: photo.blob, fileName: photo.name })),
      },
    }),
    invalidate: api.keys.all[0],
  };
  const result = await sendOrQueue(write, () => createNow(api, write, created));
  return isQueued(result) ? { photoError: null, queued: true } : { ...result, queued: false };
}

export function useCreateThreadItem<Item extends ThreadItem>(api: ThreadApi<Item>) {
  return useThreadMutation(api, (created: NewThreadItem) => createThreadItem(api, created));
}
