import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from './notification-keys';
import { turnPushOff, turnPushOn } from './push-device';

/**
 * Turns this browser's push subscription on or off (`wanted`), then refreshes the settings: turning it on
 * also turns the account's push channel on.
 */
export function useSetPushDevice(onChanged: (wanted: boolean) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (wanted: boolean) => {
      if (wanted) await turnPushOn();
      else await turnPushOff();
      return wanted;
    },
    onSuccess: async (wanted) => {
      onChanged(wanted);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
