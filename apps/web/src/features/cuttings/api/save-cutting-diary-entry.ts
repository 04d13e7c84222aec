import type { CuttingDiaryBody } from '@canopy/shared/schemas/cuttings';
import { apiRequest } from '../../../lib/api-client';
import { takeHeldUploads } from '../../../lib/offline-queue/held-photos';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { newKey, sendOrQueue } from '../../../lib/offline-queue/send-or-queue';
import { sendQueuedWrite } from '../../../lib/offline-queue/send-queued-write';
import { cuttingKeys } from './cutting-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface SaveCuttingDiaryEntryInput {
  id: string;
  entryId?: string;
  body: CuttingDiaryBody;
}

/** Edits an entry, or adds one; a new entry may wait on the phone for the network, with the photos picked meanwhile. */
export function saveCuttingDiaryEntry({ id, entryId, body }: SaveCuttingDiaryEntryInput) {
  const diary = `/admin/cuttings/${encodeURIComponent(id)}/diary`;
  if (entryId) return apiRequest(`${diary}/${encodeURIComponent(entryId)}`, { method: 'PUT', body });
  const write: QueuedWriteInput = {
    kind: 'cuttingDiary',
    textField: 'note',
    uploads: takeHeldUploads(body.imagePublicIds ?? []),
    main: { path: diary, key: newKey(), body: { ...body } },
    invalidate: cuttingKeys.all[0],
  };
  return sendOrQueue(write, () => sendQueuedWrite(write));
}

export function useSaveCuttingDiaryEntry() {
  return useRefreshingMutation(saveCuttingDiaryEntry, cuttingKeys.all);
}
