import type { CloudEvent, DeviceCloud } from './device-cloud.ts';

export interface EventStreamOptions {
  cloud: DeviceCloud;
  onEvent(event: CloudEvent): void;
  /** The cloud sends a keep-alive every 9 to 13 s; this much silence means the stream is dead. */
  watchdogMs?: number;
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  onStateChange?(state: 'connected' | 'disconnected', error?: unknown): void;
}

export interface EventStreamConsumer {
  stop(): Promise<void>;
}

/** Splits an SSE byte stream into `event:`/`data:` frames; keep-alive newlines and comments are skipped. */
export class SseParser {
  private buffer = '';
  private name: string | null = null;
  private data: string | null = null;

  push(chunk: string, emit: (name: string, data: string) => void): void {
    this.buffer += chunk;
    let newline = this.buffer.indexOf('\n');
    while (newline !== -1) {
      const line = this.buffer.slice(0, newline).replace(/\r$/, '');
      this.buffer = this.buffer.slice(newline + 1);
      if (line === '') {
        if (this.name !== null && this.data !== null) emit(this.name, this.data);
        this.name = null;
        this.data = null;
      } else if (line.startsWith('event:')) {
        this.name = line.slice(6).trim();
      } else if (line.startsWith('data:')) {
        this.data = (this.data === null ? '' : `${this.data}\n`) + line.slice(5).trimStart();
      }
      newline = this.buffer.indexOf('\n');
    }
  }
}

export function toCloudEvent(name: string, data: string): CloudEvent | null {
  try {
    const frame = JSON.parse(data) as Record<string, unknown>;
    if (typeof frame.coreid !== 'string') return null;
    return {
      name,
      data: typeof frame.data === 'string' ? frame.data : null,
      coreid: frame.coreid,
      publishedAt: typeof frame.published_at === 'string' ? frame.published_at : new Date().toISOString(),
    };
  } catch {
    return null;
  }
}

/**
 * One shared `/v1/devices/events` stream with a silence watchdog and reconnects with backoff: streams die
 * silently (a long-standing failure the official client has fixed more than once), so silence is
 * treated like a disconnect.
 */
export function consumeEventStream(options: EventStreamOptions): EventStreamConsumer {
  const watchdogMs = options.watchdogMs ?? 60_000;
  const minDelay = options.reconnectMinMs ?? 2000;
  const maxDelay = options.reconnectMaxMs ?? 60_000;
  let stopped = false;
  let current: AbortController | null = null;
  let wake: (() => void) | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => (clearTimeout(timer), resolve());
    });

  async function runOnce(): Promise<boolean> {
    const controller = new AbortController();
    current = controller;
    let watchdog = setTimeout(() => controller.abort(), watchdogMs);
    let gotData = false;
    try {
      const body = await options.cloud.openEventStream(controller.signal);
      options.onStateChange?.('connected');
      const reader = body.getReader();
      const decoder = new TextDecoder();
      const parser = new SseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        gotData = true;
        clearTimeout(watchdog);
        watchdog = setTimeout(() => controller.abort(), watchdogMs);
        parser.push(decoder.decode(value, { stream: true }), (name, data) => {
          const event = toCloudEvent(name, data);
          if (event) options.onEvent(event);
        });
      }
      options.onStateChange?.('disconnected');
    } catch (error) {
      if (!stopped) options.onStateChange?.('disconnected', error);
    } finally {
      clearTimeout(watchdog);
    }
    return gotData;
  }

  const loop = (async () => {
    let delay = minDelay;
    while (!stopped) {
      const healthy = await runOnce();
      if (stopped) break;
      delay = healthy ? minDelay : Math.min(delay * 2, maxDelay);
      await sleep(delay);
    }
  })();

  return {
    async stop() {
      stopped = true;
      current?.abort();
      wake?.();
      await loop;
    },
  };
}
