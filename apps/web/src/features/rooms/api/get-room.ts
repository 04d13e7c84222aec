import { useQuery } from '@tanstack/react-query';
import { roomSchema, type Room } from '@canopy/shared/schemas/rooms';
import { apiRequest } from '../../../lib/api-client';
import { cropKeys } from '../../../lib/crop/crop-keys';
import { DEVICE_POLL_MS } from '../../../lib/devices/api/device-keys';

/** `GET /api/rooms/{id}`: the room with its devices' latest readings and the groups in it. */
export function getRoom(id: string): Promise<Room> {
  return apiRequest(`/rooms/${encodeURIComponent(id)}`, { schema: roomSchema });
}

export const useRoom = (id: string) =>
  useQuery({ queryKey: cropKeys.room(id), queryFn: () => getRoom(id), refetchInterval: DEVICE_POLL_MS });
