import type { ServerResponse } from 'node:http';

interface Subscriber {
  res: ServerResponse;
  deviceId: string | null;
  prefix: string | null;
  lastWrite: number;
}

export interface CloudEvent {
  name: string;
  data: string | null;
  coreid: string;
  published_at: string;
  ttl: number;
}

/** Server-sent events the way the cloud writes them: `:ok`, `event:`/`data:` frames, `\n` keep-alives. */
export class EventHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly keepAliveMs: number) {
    this.timer = setInterval(() => this.keepAlive(), Math.max(50, Math.floor(keepAliveMs / 3)));
    this.timer.unref();
  }

  subscribe(res: ServerResponse, deviceId: string | null, prefix: string | null): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    // particle-api-js gives up if headers do not arrive within 15 s.
    res.flushHeaders();
    res.write(':ok\n\n');
    const subscriber: Subscriber = { res, deviceId, prefix, lastWrite: Date.now() };
    this.subscribers.add(subscriber);
    res.on('close', () => this.subscribers.delete(subscriber));
  }

  publish(event: CloudEvent): void {
    const { name, data, ttl, published_at, coreid } = event;
    // The cloud's key order, for byte-faithful captures.
    const frame = `event: ${name}\ndata: ${JSON.stringify({ data, ttl, published_at, coreid })}\n\n`;
    for (const s of this.subscribers) {
      if (s.deviceId && s.deviceId !== event.coreid) continue;
      if (s.prefix && !name.startsWith(s.prefix)) continue;
      s.res.write(frame);
      s.lastWrite = Date.now();
    }
  }

  /** Fault injection: cut every open stream as a flaky network would. */
  dropAll(): void {
    for (const s of this.subscribers) s.res.socket?.end();
    this.subscribers.clear();
  }

  get size(): number {
    return this.subscribers.size;
  }

  close(): void {
    clearInterval(this.timer);
    for (const s of this.subscribers) s.res.end();
    this.subscribers.clear();
  }

  private keepAlive(): void {
    const now = Date.now();
    for (const s of this.subscribers) {
      if (now - s.lastWrite >= this.keepAliveMs) {
        s.res.write('\n');
        s.lastWrite = now;
      }
    }
  }
}
