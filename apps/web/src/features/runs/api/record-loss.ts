import { runSchema, type LossBody, type Run } from '@canopy/shared/schemas/runs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cropKeys } from '../../../lib/crop/crop-keys';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { isQueued, sendOrQueue, type Queued } from '../../../lib/offline-queue/send-or-queue';
import { sendQueuedWrite } from '../../../lib/offline-queue/send-queued-write';

export interface RecordLossInput {
  runId: string;
  groupId: string;
  /** Idempotency-Key: the same for every send of one form, so a retry after a lost answer counts once. */
  key: string;
  body: LossBody;
}

/**
 * `POST /api/runs/{id}/groups/{groupId}/losses`: any logged-in user may record one. Like a cutting's log
 * entry, a loss recorded on the grow-room floor without network waits on the phone under its key and is
 * sent when the network is back (the server answers a repeated key from its record: counted once).
 */
export function recordLoss({ runId, groupId, body, key }: RecordLossInput): Promise<Run | Queued> {
  const path = `/runs/${encodeURIComponent(runId)}/groups/${encodeURIComponent(groupId)}/losses`;
  const write: QueuedWriteInput = {
    kind: 'plantLoss',
    textField: 'note',
    uploads: [],
    main: { path, key, body: { ...body } },
    invalidate: cropKeys.all[0],
  };
  // Sent now as the queue sends it later (the cuttings' writes do the same), the answer read as a run.
  return sendOrQueue(write, async () => runSchema.parse(await sendQueuedWrite(write)));
}

/** As useRunWrite: the answered run replaces the page's copy; a queued loss changes nothing yet. */
export function useRecordLoss() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordLoss,
    onSuccess: async (answer) => {
      if (isQueued(answer)) return;
      queryClient.setQueryData(cropKeys.run(answer._id), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cropKeys.runLists() }),
        queryClient.invalidateQueries({ queryKey: cropKeys.rooms() }),
      ]);
    },
  });
}
