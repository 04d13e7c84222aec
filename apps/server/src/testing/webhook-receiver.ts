import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  /** The path and query it was sent to. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The body's bytes exactly as they arrived. */
  raw: Buffer;
  /** What the receiver answered (`reset` and `hang` never answered). */
  answered: Answer;
}

/** A status to answer with; `hang` never answers, `reset` drops the connection: a network error. */
export type Answer = number | 'hang' | 'reset';

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The next requests get these answers in turn; after them, 200. */
  answer(...answers: Answer[]): void;
  /** Each answer waits this long first (to overlap concurrent senders). */
  delay(ms: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A real HTTP server standing in for a webhook receiver (Home Assistant, a chat bridge). */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const queue: Answer[] = [];
  let delayMs = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answered = queue.shift() ?? 200;
      received.push({ url: req.url ?? '', headers: req.headers, raw: Buffer.concat(chunks), answered });
      if (answered === 'hang') return;
      if (answered === 'reset') return void req.socket.destroy();
      setTimeout(() => res.writeHead(answered, { 'content-type': 'text/plain' }).end('ok'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer: (...answers) => void queue.push(...answers),
    delay: (ms) => void (delayMs = ms),
    async waitFor(count, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} webhook requests, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
