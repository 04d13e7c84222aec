import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/devices/api/call-function';
import { deviceKeys } from '../../../lib/devices/api/device-keys';
import { waterKeys } from '../../../lib/devices/api/water-keys';

/**
 * A water meter function through POST /api/device/{id}/callFunction. A success changes what the page
 * shows (new readings, a new config), so the page's queries reload.
 */
export function useWaterCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callFunction,
    // Not awaited: the button's message shows at once, the reload follows.
    onSuccess: (answer, { id }) => {
      if (answer.return_value !== 1) return;
      void queryClient.invalidateQueries({ queryKey: waterKeys.device(id) });
      void queryClient.invalidateQueries({ queryKey: deviceKeys.waterList() });
    },
  });
}
