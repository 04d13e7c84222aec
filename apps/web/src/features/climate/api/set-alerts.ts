import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClimateDevice } from '@canopy/shared/schemas/devices';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys } from '../../../lib/devices/api/device-keys';

export interface SetAlertsInput {
  id: string;
  alertsEnabled: boolean;
}

export function setAlerts({ id, alertsEnabled }: SetAlertsInput): Promise<void> {
  return apiRequest(`/device/${encodeURIComponent(id)}/alerts`, { method: 'PATCH', body: { alertsEnabled } });
}

/** Optimistic: the switch flips at once and flips back if the call fails. */
export function useSetAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAlerts,
    onMutate: async ({ id, alertsEnabled }) => {
      const key = deviceKeys.device(id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ClimateDevice>(key);
      if (previous) queryClient.setQueryData<ClimateDevice>(key, { ...previous, alertsEnabled });
      return { previous };
    },
    onError: (_error, { id }, context) => {
      if (context?.previous) queryClient.setQueryData(deviceKeys.device(id), context.previous);
    },
    onSettled: (_data, _error, { id }) => queryClient.invalidateQueries({ queryKey: deviceKeys.device(id) }),
  });
}
