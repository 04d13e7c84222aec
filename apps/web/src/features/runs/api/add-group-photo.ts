import { runSchema, type Run } from '@canopy/shared/schemas/runs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cropKeys } from '../../../lib/crop/crop-keys';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { isQueued, sendOrQueue, type Queued } from '../../../lib/offline-queue/send-or-queue';
import { sendQueuedWrite } from '../../../lib/offline-queue/send-queued-write';

export interface AddGroupPhotoInput {
  runId: string;
  groupId: string;
  /** Idempotency-Key: the same for every send of one form, so a retry after a lost answer stores once. */
  key: string;
  photo: File;
  note: string;
}

/**
 * `POST /api/runs/{id}/groups/{groupId}/photos`: any logged-in user. A photo taken on the grow-room floor
 * without network waits on the phone with its key, as a loss does, and is sent when the network is back.
 */
export function addGroupPhoto({
  runId,
  groupId,
  key,
  photo,
  note,
}: AddGroupPhotoInput): Promise<Run | Queued> {
  const path = `/runs/${encodeURIComponent(runId)}/groups/${encodeURIComponent(groupId)}/photos`;
  const write: QueuedWriteInput = {
    kind: 'groupPhoto',
    textField: 'note',
    uploads: [],
    main: { path, key, body: { note }, files: [{ name: 'file', blob: photo, fileName: photo.name }] },
    invalidate: cropKeys.all[0],
  };
  return sendOrQueue(write, async () => runSchema.parse(await sendQueuedWrite(write)));
}

/** The answered run replaces the page's copy; a queued photo changes nothing yet. */
export function useAddGroupPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupPhoto,
    onSuccess: (answer) => {
      if (!isQueued(answer)) queryClient.setQueryData(cropKeys.run(answer._id), answer);
    },
  });
}
