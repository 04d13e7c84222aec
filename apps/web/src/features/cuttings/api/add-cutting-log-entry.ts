import type { CuttingLogEvent } from '@canopy/shared/schemas/cuttings';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { newKey, sendOrQueue } from '../../../lib/offline-queue/send-or-queue';
import { sendQueuedWrite } from '../../../lib/offline-queue/send-queued-write';
import { cuttingKeys } from './cutting-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface LogEntryInput {
  id: string;
  event: CuttingLogEvent;
  notes: string;
  photo: File | null;
}

/** A log entry, with its optional photo, may wait on the phone for the network. */
export function addCuttingLogEntry({ id, event, notes, photo }: LogEntryInput) {
  const write: QueuedWriteInput = {
    kind: 'cuttingLog',
    textField: 'notes',
    uploads: [],
    main: {
      path: `/admin/${encodeURIComponent(id)}/log`,
      key: newKey(),
      body: { event, notes },
      files: photo ? [{ name: 'photo', blob: photo, fileName: photo.name }] : [],
    },
    invalidate: cuttingKeys.all[0],
  };
  return sendOrQueue(write, () => sendQueuedWrite(write));
}

export function useAddCuttingLogEntry() {
  return useRefreshingMutation(addCuttingLogEntry, cuttingKeys.all);
}
