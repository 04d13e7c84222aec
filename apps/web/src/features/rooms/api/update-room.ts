import { roomSchema, type Room, type RoomBody } from '@canopy/shared/schemas/rooms';
import { apiRequest } from '../../../lib/api-client';
import { useRoomWrite } from './use-room-write';

/** `PUT /api/rooms/{id}` (staff): the room's devices become exactly `deviceIds`. */
export function updateRoom({ id, body }: { id: string; body: RoomBody }): Promise<Room> {
  return apiRequest(`/rooms/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: roomSchema });
}

export const useUpdateRoom = () => useRoomWrite(updateRoom);
