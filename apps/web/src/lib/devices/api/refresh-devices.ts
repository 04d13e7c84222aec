import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api-client';
import { deviceKeys } from './device-keys';

export function refreshDevices(): Promise<void> {
  return apiRequest('/devices/refresh', { method: 'POST' });
}

/** POST /api/devices/refresh, then the lists are reloaded (even after a failure). */
export function useRefreshDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
