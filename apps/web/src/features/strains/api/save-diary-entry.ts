import { strainDiaryEntrySchema, type DiaryEntryBody } from '@canopy/shared/schemas/strains';
import { apiRequest } from '../../../lib/api-client';
import { takeHeldUploads } from '../../../lib/offline-queue/held-photos';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { newKey, sendOrQueue } from '../../../lib/offline-queue/send-or-queue';
import { sendQueuedWrite } from '../../../lib/offline-queue/send-queued-write';
import { strainKeys } from '../../../lib/strains/strain-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface SaveDiaryEntryInput {
  strainId: string;
  entryId?: string;
  body: DiaryEntryBody;
}

/** Edits an entry, or adds one; a new entry may wait on the phone for the network, with the photos picked meanwhile. */
export function saveDiaryEntry({ strainId, entryId, body }: SaveDiaryEntryInput) {
  if (entryId) {
    return apiRequest(`/admin/strains/${strainId}/diary/${entryId}`, {
      method: 'PUT',
      body,
      schema: strainDiaryEntrySchema,
    });
  }
  const write: QueuedWriteInput = {
    kind: 'strainDiary',
    textField: 'note',
    uploads: takeHeldUploads(body.photoPublicIds ?? []),
    main: { path: `/admin/strains/${strainId}/diary`, key: newKey(), body: { ...body } },
    invalidate: strainKeys.all[0],
  };
  return sendOrQueue(write, () => sendQueuedWrite(write));
}

export function useSaveDiaryEntry() {
  return useRefreshingMutation(saveDiaryEntry, strainKeys.all);
}
