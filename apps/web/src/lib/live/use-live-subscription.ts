import { useEffect, useEffectEvent } from 'react';
import { liveBus as defaultBus, type LiveBus, type LiveListener } from './live-bus';

/** Listens to the app's event stream while mounted and `enabled`; the listener may change on every render. */
export function useLiveSubscription(listener: LiveListener, enabled = true, bus: LiveBus = defaultBus): void {
  const onMessage = useEffectEvent((message: Parameters<NonNullable<LiveListener['message']>>[0]) =>
    listener.message?.(message),
  );
  const onReconnected = useEffectEvent(() => listener.reconnected?.());
  useEffect(() => {
    if (!enabled) return;
    return bus.subscribe({ message: onMessage, reconnected: onReconnected });
  }, [enabled, bus]);
}
