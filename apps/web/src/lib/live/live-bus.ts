import type { SseMessage } from './sse-parser';

/** What a feature hears from the app's one event stream. */
export interface LiveListener {
  message?: (message: SseMessage) => void;
  /** The stream opened again after a drop: whatever changed meanwhile was missed. */
  reconnected?: () => void;
}

/**
 * The app keeps one GET /api/events connection and hands its events to every feature that
 * listens, so a page with devices, alerts and the header bell costs one stream, not one each.
 */
export function createLiveBus() {
  const listeners = new Set<LiveListener>();
  return {
    subscribe(listener: LiveListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    message(message: SseMessage): void {
      for (const listener of listeners) listener.message?.(message);
    },
    reconnected(): void {
      for (const listener of listeners) listener.reconnected?.();
    },
  };
}
export type LiveBus = ReturnType<typeof createLiveBus>;

export const liveBus = createLiveBus();
