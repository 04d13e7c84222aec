import { queryOptions, useQuery } from '@tanstack/react-query';
import { roomSchema, type Room } from '@canopy/shared/schemas/rooms';
import { apiRequest } from '../../api-client';
import { cropKeys } from '../crop-keys';
import { DEVICE_POLL_MS } from '../../devices/api/device-keys';

const roomsSchema = roomSchema.array();

/** `GET /api/rooms`: every room with its devices' latest readings and the groups in it. */
export function listRooms(): Promise<Room[]> {
  return apiRequest('/rooms', { schema: roomsSchema });
}

// The rooms show live climate, so they poll as the devices list does.
export const roomsQueryOptions = () =>
  queryOptions({ queryKey: cropKeys.rooms(), queryFn: listRooms, refetchInterval: DEVICE_POLL_MS });

export const useRooms = () => useQuery(roomsQueryOptions());
