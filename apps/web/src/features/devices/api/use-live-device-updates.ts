import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useSession } from '../../../lib/use-session';
import { waterKeys } from '../water/api/water-keys';
import { deviceKeys } from './device-keys';
import { connectEventStream, StreamRefused, type ConnectEventStream } from './event-stream';

/** Waits between reconnects; the last one repeats. Reset once a stream opens again. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
/** Changes arriving close together (one device's burst, several devices) cost one refetch per query. */
export const LIVE_FLUSH_MS = 500;

const exact = (queryKey: QueryKey) => ({ queryKey, exact: true });

/**
 * What a change of one device makes stale: its page (reading, charts, audit, alerts; a water meter's latest
 * values) and the lists that show it. Not the relay/config block: that one asks the device itself, so it stays
 * on its manual refresh. Water charts, summary and config stay on their 60 s cadence (SPEC section 4).
 */
export function invalidateDevice(queryClient: QueryClient, deviceId: string): Promise<unknown> {
  return Promise.all(
    [
      deviceKeys.device(deviceId),
      deviceKeys.history(deviceId),
      deviceKeys.commands(deviceId),
      deviceKeys.alerts(deviceId),
      deviceKeys.soilLatest(deviceId),
      waterKeys.latest(deviceId),
      deviceKeys.climateList(),
      deviceKeys.soilList(),
      deviceKeys.waterList(),
      deviceKeys.particleList(),
    ].map((key) => queryClient.invalidateQueries(exact(key))),
  );
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
  /** False closes the stream: the water page listens only while its auto-refresh runs (switch on, tab visible). */
  enabled?: boolean;
  connect?: ConnectEventStream;
}

/**
 * While logged in, listens to GET /api/events and refetches what a device change makes stale, so readings move
 * without a reload. Reconnects with backoff, stops on logout or unmount. SPEC's polling stays as the fallback.
 */
export function useLiveDeviceUpdates({
  enabled = true,
  connect = connectEventStream,
}: LiveUpdatesOptions = {}): void {
  const queryClient = useQueryClient();
  const token = useSession().session?.token ?? null;

  useEffect(() => {
    if (!token || !enabled) return;
    const streamToken = token;
    const controller = new AbortController();
    const pending = new Set<string>();
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let everOpened = false;

    const flush = () => {
      flushTimer = undefined;
      for (const id of pending) void invalidateDevice(queryClient, id);
      pending.clear();
    };
    const onOpen = () => {
      // Changes made while we were disconnected were missed: catch up once.
      if (everOpened) void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
      everOpened = true;
      failures = 0;
    };
    const onMessage = ({ event, data }: { event: string; data: string }) => {
      if (event !== 'device' && event !== 'alert') return;
      const id = deviceIdOf(data);
      if (!id) return;
      pending.add(id);
      flushTimer ??= setTimeout(flush, LIVE_FLUSH_MS);
    };
    const retry = () => {
      if (controller.signal.aborted) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
      failures += 1;
      retryTimer = setTimeout(open, delay);
    };
    function open() {
      connect(streamToken, { onOpen, onMessage }, controller.signal).then(retry, (error: unknown) => {
        // A refused stream means the session is over; the next login starts a new one.
        if (!(error instanceof StreamRefused)) retry();
      });
    }
    open();

    return () => {
      controller.abort();
      clearTimeout(flushTimer);
      clearTimeout(retryTimer);
    };
  }, [token, enabled, connect, queryClient]);
}
