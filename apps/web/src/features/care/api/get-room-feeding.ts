import { useQuery } from '@tanstack/react-query';
import { roomFeedingSchema, type RoomFeeding } from '@canopy/shared/schemas/feeding';
import { apiRequest } from '../../../lib/api-client';
import { careKeys } from '../care-keys';

/** `GET /api/rooms/{id}/feeds`: the room's latest feeds, scouting and treatments as their rows, newest first. */
export function getRoomFeeding(roomId: string): Promise<RoomFeeding> {
  return apiRequest(`/rooms/${encodeURIComponent(roomId)}/feeds`, { schema: roomFeedingSchema });
}

export const useRoomFeeding = (roomId: string) =>
  useQuery({ queryKey: careKeys.roomFeeding(roomId), queryFn: () => getRoomFeeding(roomId) });
