import { feedSchema, type Feed, type FeedBody } from '@canopy/shared/schemas/feeding';
import { cropKeys } from '../../../lib/crop/crop-keys';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { sendOrQueue, type Queued } from '../../../lib/offline-queue/send-or-queue';
import { sendQueuedWrite } from '../../../lib/offline-queue/send-queued-write';
import { useCareWrite } from './use-care-write';

export interface RecordFeedInput {
  roomId: string;
  /** Idempotency-Key: the same for every send of one form, so a retry after a lost answer feeds once. */
  key: string;
  body: FeedBody;
  /** What the pending list shows while it waits on the phone ("Flower Room A: 12 L"). */
  summary: string;
}

/**
 * `POST /api/rooms/{id}/feeds` (anyone logged in): one entry for every group growing in the room, answered
 * as their rows. Given on the floor without network, it waits on the phone under its key, as a weighing
 * does, and is sent when the network is back (a repeated key is answered from the server's record).
 */
export function recordFeed({ roomId, key, body, summary }: RecordFeedInput): Promise<Feed[] | Queued> {
  const write: QueuedWriteInput = {
    kind: 'roomFeed',
    // Figures only: a refused feed is discarded and given again.
    textField: null,
    summary,
    uploads: [],
    main: { path: `/rooms/${encodeURIComponent(roomId)}/feeds`, key, body: { ...body } },
    invalidate: cropKeys.all[0],
  };
  return sendOrQueue(write, async () => feedSchema.array().parse(await sendQueuedWrite(write)));
}

export const useRecordFeed = () => useCareWrite(recordFeed);
