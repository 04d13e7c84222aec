import { roomSchema, type Room, type RoomBody } from '@canopy/shared/schemas/rooms';
import { apiRequest } from '../../../lib/api-client';
import { useRoomWrite } from './use-room-write';

/** `POST /api/rooms` (staff): the devices named move here from any other room. */
export function createRoom(body: RoomBody): Promise<Room> {
  return apiRequest('/rooms', { method: 'POST', body, schema: roomSchema });
}

export const useCreateRoom = () => useRoomWrite(createRoom);
