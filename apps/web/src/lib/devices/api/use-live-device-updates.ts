import { useRef } from 'react';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLiveSubscription } from '../../live/use-live-subscription';
import type { LiveBus } from '../../live/live-bus';
import { waterKeys } from './water-keys';
import { deviceKeys } from './device-keys';

/** Changes arriving close together (one device's burst, several devices) cost one refetch per query. */
export const LIVE_FLUSH_MS = 500;

/**
 * What a change of these devices makes stale: each one's page (reading, charts, audit; a water meter's latest
 * values) and, once for all of them, the lists that show them. Invalidating a list once per device would
 * cancel and restart its refetch for each, and every cancelled request still reaches the server. Not the
 * relay/config block: that one asks the device itself, so it stays on its manual refresh. Water charts,
 * summary and config stay on their 60 s cadence.
 */
export function invalidateDevices(queryClient: QueryClient, deviceIds: Iterable<string>): Promise<unknown> {
  const pages = [...deviceIds].flatMap((deviceId) => [
    deviceKeys.device(deviceId),
    deviceKeys.history(deviceId),
    deviceKeys.commands(deviceId),
    deviceKeys.soilLatest(deviceId),
    waterKeys.latest(deviceId),
  ]);
  const lists = [
    deviceKeys.climateList(),
    deviceKeys.soilList(),
    deviceKeys.waterList(),
    deviceKeys.particleList(),
  ];
  // One pass over the cache: an exact filter per key hashes every cached query's key once per filter.
  const stale = new Set([...pages, ...lists].map((key) => hashKey(key)));
  return queryClient.invalidateQueries({ predicate: (query) => stale.has(query.queryHash) });
}

function deviceIdOf(data: string): string | null {
  try {
    const event = JSON.parse(data) as { deviceId?: unknown };
    return typeof event.deviceId === 'string' && event.deviceId ? event.deviceId.toLowerCase() : null;
  } catch {
    return null;
  }
}

export interface LiveUpdatesOptions {
  /** False stops listening: the water page listens only while its auto-refresh runs (switch on, tab visible). */
  enabled?: boolean;
  bus?: LiveBus;
}

/**
 * Refetches what a device change on the app's event stream makes stale, so readings move without a reload; after
 * a reconnect, every device query catches up once. Each page's polling stays as the fallback.
 */
export function useLiveDeviceUpdates({ enabled = true, bus }: LiveUpdatesOptions = {}): void {
  const queryClient = useQueryClient();
  const batch = useRef<{ ids: Set<string>; timer?: ReturnType<typeof setTimeout> }>({ ids: new Set() });

  useLiveSubscription(
    {
      message: ({ event, data }) => {
        if (event !== 'device') return;
        const id = deviceIdOf(data);
        if (!id) return;
        const pending = batch.current;
        pending.ids.add(id);
        pending.timer ??= setTimeout(() => {
          pending.timer = undefined;
          void invalidateDevices(queryClient, [...pending.ids]);
          pending.ids.clear();
        }, LIVE_FLUSH_MS);
      },
      reconnected: () => void queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
    },
    enabled,
    bus,
  );
}
