import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription';
import type { LiveBus } from '../../../lib/live/live-bus';
import { alertKeys } from './alert-keys';

/** Alerts opening, acknowledged and resolving close together cost one refetch. */
export const ALERT_FLUSH_MS = 300;

/** Refetches the alert queries when the stream says an alert changed, and after a reconnect. */
export function useLiveAlerts(bus?: LiveBus): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: alertKeys.all });
  useLiveSubscription(
    {
      message: ({ event }) => {
        if (event !== 'alert') return;
        timer.current ??= setTimeout(() => {
          timer.current = undefined;
          refetch();
        }, ALERT_FLUSH_MS);
      },
      reconnected: refetch,
    },
    true,
    bus,
  );
}
