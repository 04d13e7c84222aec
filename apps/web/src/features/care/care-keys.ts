import { cropKeys } from '../../lib/crop/crop-keys';

/**
 * Query keys of a room's feeds, scouting and treatments: under the room's own key, so whatever refreshes
 * the crop (a queued write sent, a run's live event) refreshes them too.
 */
export const careKeys = {
  roomFeeding: (roomId: string) => [...cropKeys.room(roomId), 'feeding'] as const,
};
