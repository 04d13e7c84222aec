import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription';
import type { LiveBus } from '../../../lib/live/live-bus';
import { alertKeys } from '../../../lib/alerts/alert-keys';
import { alertChangeOf, patchCachedAlert } from './live-alert-patch';

/** Alerts opening, acknowledged and resolving close together cost one refetch. */
export const ALERT_FLUSH_MS = 300;

/**
 * When the stream says an alert changed: its new state and severity show at once wherever it is cached,
 * and the alert queries are refetched for the rest (a new alert, who acknowledged it, its values). After a
 * reconnect they are refetched too.
 */
export function useLiveAlerts(bus?: LiveBus): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: alertKeys.all });
  useLiveSubscription(
    {
      message: ({ event, data }) => {
        if (event !== 'alert') return;
        const change = alertChangeOf(data);
        if (change) patchCachedAlert(queryClient, change);
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
