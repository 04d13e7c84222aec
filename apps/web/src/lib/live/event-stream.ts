import { createSseParser, type SseMessage } from './sse-parser';

/** Thrown when the server refuses the stream for good (logged out, expired): do not reconnect. */
export class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`Event stream refused with ${status}`);
    this.name = 'StreamRefused';
  }
}

export interface StreamHandlers {
  /** The stream is open (the server answered 200). */
  onOpen?: () => void;
  onMessage: (message: SseMessage) => void;
}

/** Opens one stream and resolves when it ends; `signal` closes it. */
export type ConnectEventStream = (
  token: string,
  handlers: StreamHandlers,
  signal: AbortSignal,
) => Promise<void>;

/**
 * GET /api/events read with fetch: EventSource cannot send the bearer token, and a token in
 * the URL would end up in logs and history.
 */
export const connectEventStream: ConnectEventStream = async (token, handlers, signal) => {
  const response = await fetch(new URL('/api/events', window.location.origin), {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
    cache: 'no-store',
    signal,
  });
  if (response.status === 401 || response.status === 403) throw new StreamRefused(response.status);
  if (!response.ok || !response.body) throw new Error(`Event stream failed with ${response.status}`);
  handlers.onOpen?.();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createSseParser();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    for (const message of parse(value)) handlers.onMessage(message);
  }
};
