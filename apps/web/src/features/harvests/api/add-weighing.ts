import { useMutation, useQueryClient } from '@tanstack/react-query';
import { harvestSchema, type Harvest, type WeighingBody } from '@canopy/shared/schemas/harvests';
import { cropKeys } from '../../../lib/crop/crop-keys';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { isQueued, sendOrQueue, type Queued } from '../../../lib/offline-queue/send-or-queue';
import { sendQueuedWrite } from '../../../lib/offline-queue/send-queued-write';
import { putHarvest } from './harvest-cache';

export interface AddWeighingInput {
  harvestId: string;
  /** Idempotency-Key: the same for every send of one form, so a retry after a lost answer weighs once. */
  key: string;
  body: WeighingBody;
  /** What the pending list shows while it waits on the phone ("Wet: 1.5 lb"). */
  summary: string;
}

/** Where a harvest's weighings are sent: also how the card finds its own among the queued writes. */
export const weighingsPath = (harvestId: string) => `/harvests/${encodeURIComponent(harvestId)}/weighings`;

/**
 * `POST /api/harvests/{id}/weighings` (staff). Weighed on the drying-room floor without network, it waits
 * on the phone under its key, as a plant loss does, and is sent when the network is back (a repeated key
 * is answered from the server's record: weighed once). The value and unit go as typed; the server keeps
 * them and works out the grams.
 */
export function addWeighing({ harvestId, key, body, summary }: AddWeighingInput): Promise<Harvest | Queued> {
  const write: QueuedWriteInput = {
    kind: 'weighing',
    // A weighing holds no words of the user's; a refused one is discarded, or corrected by a new weighing.
    textField: null,
    summary,
    uploads: [],
    main: { path: weighingsPath(harvestId), key, body: { ...body } },
    invalidate: cropKeys.all[0],
  };
  return sendOrQueue(write, async () => harvestSchema.parse(await sendQueuedWrite(write)));
}

/** The answered harvest replaces its copy in the run; a queued weighing shows on its card as waiting. */
export function useAddWeighing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWeighing,
    onSuccess: (answer) => {
      if (!isQueued(answer)) putHarvest(queryClient, answer);
    },
  });
}
