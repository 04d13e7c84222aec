import { scoutingSchema, type Scouting, type ScoutingBody } from '@canopy/shared/schemas/feeding';
import { cropKeys } from '../../../lib/crop/crop-keys';
import { takeHeldUploads } from '../../../lib/offline-queue/held-photos';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { sendOrQueue, type Queued } from '../../../lib/offline-queue/send-or-queue';
import { sendQueuedWrite } from '../../../lib/offline-queue/send-queued-write';
import { SCOUTING_PHOTOS_PATH } from './scouting-photos';
import { useCareWrite } from './use-care-write';

export interface RecordScoutingInput {
  roomId: string;
  /** Idempotency-Key: the same for every send of one form. */
  key: string;
  body: ScoutingBody;
  /** What the pending list shows while it waits on the phone ("Flower Room A: spider mites, moderate"). */
  summary: string;
}

/**
 * `POST /api/rooms/{id}/scouting` (anyone logged in). Offline it waits on the phone like a feed, with the
 * photos taken meanwhile: those are held on the phone under local ids and uploaded first when it is sent,
 * to the scouting photos' route, which takes anyone's.
 */
export function recordScouting({
  roomId,
  key,
  body,
  summary,
}: RecordScoutingInput): Promise<Scouting[] | Queued> {
  const write: QueuedWriteInput = {
    kind: 'roomScouting',
    textField: null,
    summary,
    uploads: takeHeldUploads(body.photos ?? [], SCOUTING_PHOTOS_PATH),
    main: { path: `/rooms/${encodeURIComponent(roomId)}/scouting`, key, body: { ...body } },
    invalidate: cropKeys.all[0],
  };
  return sendOrQueue(write, async () => scoutingSchema.array().parse(await sendQueuedWrite(write)));
}

export const useRecordScouting = () => useCareWrite(recordScouting);
