import { apiRequest } from '../../../lib/api-client';
import { useRoomWrite } from './use-room-write';

/** `DELETE /api/rooms/{id}` (staff); a room with plants in it answers 409 `rooms.not_empty`. */
export function deleteRoom(id: string): Promise<void> {
  return apiRequest(`/rooms/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const useDeleteRoom = () => useRoomWrite(deleteRoom);
