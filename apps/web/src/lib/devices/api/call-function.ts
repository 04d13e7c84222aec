import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunctionResponseSchema } from '@canopy/shared/schemas/devices';
import { REFRESH_AFTER, type DeviceFunction } from '@canopy/shared/device-commands';
import { apiRequest } from '../../api-client';
import { deviceKeys } from './device-keys';

export interface CallFunctionInput {
  id: string;
  functionName: DeviceFunction;
  arg: string;
}

export function callFunction({ id, functionName, arg }: CallFunctionInput) {
  return apiRequest(`/device/${encodeURIComponent(id)}/callFunction`, {
    method: 'POST',
    body: { functionName, arg },
    schema: callFunctionResponseSchema,
  });
}

const exact = (queryKey: readonly unknown[]) => ({ queryKey, exact: true });

/**
 * Sockets, thresholds and fresh readings change what is shown, so those reload the device after success, and
 * the climate lists too: the cards on /devices and /devices/particle show the same values.
 */
export function useCallFunction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callFunction,
    onSuccess: (answer, { id, functionName }) => {
      if (
        answer.return_value === 1 &&
        (REFRESH_AFTER.includes(functionName) || functionName === 'getReadings')
      ) {
        return Promise.all(
          [deviceKeys.device(id), deviceKeys.climateList(), deviceKeys.particleList()].map((key) =>
            queryClient.invalidateQueries(exact(key)),
          ),
        );
      }
    },
    // Every call, failed ones too, is a new row in the command audit.
    onSettled: (_answer, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: deviceKeys.commands(id) }),
  });
}
