import { useQuery } from '@tanstack/react-query';
import { deviceCommandListSchema, type DeviceCommand } from '@canopy/shared/schemas/devices';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys, DEVICE_POLL_MS } from '../../../lib/devices/api/device-keys';

/** The device command audit: who, when, function, argument, result; newest first. */
export function getCommandLog(id: string): Promise<DeviceCommand[]> {
  return apiRequest(`/device/${encodeURIComponent(id)}/commands`, { schema: deviceCommandListSchema });
}

export const useCommandLog = (id: string) =>
  useQuery({
    queryKey: deviceKeys.commands(id),
    queryFn: () => getCommandLog(id),
    refetchInterval: DEVICE_POLL_MS,
  });
