import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../use-session';
import { connectEventStream, StreamRefused, type ConnectEventStream } from './event-stream';
import { liveBus as defaultBus, type LiveBus } from './live-bus';
import type { SseMessage } from './sse-parser';

/** Waits between reconnects; the last one repeats. Reset once a stream opens again. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export interface LiveEventStreamOptions {
  connect?: ConnectEventStream;
  bus?: LiveBus;
}

/**
 * While logged in, keeps the app's one GET /api/events stream open and publishes what it carries on the live
 * bus. Reconnects with backoff (and tells listeners to catch up), stops on logout, on unmount and when the
 * server refuses the stream. A `resync` event (the server's instance may have missed other instances'
 * events) makes every query stale, so whatever is on screen is fetched again.
 */
export function useLiveEventStream({
  connect = connectEventStream,
  bus = defaultBus,
}: LiveEventStreamOptions = {}): void {
  const { session, mfaEnrollmentPending } = useSession();
  // A session that may only enrol in two-factor login is refused the stream; it opens once enrolled.
  const token = mfaEnrollmentPending ? null : (session?.token ?? null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    const streamToken = token;
    const controller = new AbortController();
    const onMessage = (message: SseMessage) => {
      if (message.event === 'resync') void queryClient.invalidateQueries();
      bus.message(message);
    };
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let everOpened = false;

    const onOpen = () => {
      if (everOpened) bus.reconnected();
      everOpened = true;
      failures = 0;
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
      clearTimeout(retryTimer);
    };
  }, [token, connect, bus, queryClient]);
}
