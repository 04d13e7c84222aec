import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { steeringSchema, type Steering } from '@canopy/shared/schemas/steering';
import { apiRequest } from '../../../lib/api-client';
import { cropKeys } from '../../../lib/crop/crop-keys';
import { rangeQuery, type SteeringRange } from '../lib/steering-range';

/** `GET /api/rooms/{id}/steering?from&to`: the room's days that began in [from, to), oldest first. */
export function getRoomSteering(roomId: string, range: { from: number; to: number }): Promise<Steering> {
  const query = new URLSearchParams({ from: String(range.from), to: String(range.to) });
  return apiRequest(`/rooms/${encodeURIComponent(roomId)}/steering?${query.toString()}`, {
    schema: steeringSchema,
  });
}

/**
 * The last `days` days up to the moment asked. Under the room's key, so what refreshes the room (a run's
 * live event) refreshes its days; the table shown stays until another range's days arrive.
 */
export const useRoomSteering = (roomId: string, days: SteeringRange) =>
  useQuery({
    queryKey: [...cropKeys.room(roomId), 'steering', days],
    queryFn: () => getRoomSteering(roomId, rangeQuery(days, Date.now())),
    placeholderData: keepPreviousData,
  });
