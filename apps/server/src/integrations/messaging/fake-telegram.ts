import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTelegram {
  url: string;
  /** Messages accepted, with the time each arrived. */
  sent: { chatId: string; text: string; at: number }[];
  /** The next `count` sends answer 429 with this retry_after. */
  throttle(retryAfterSeconds: number, count?: number): void;
  /** The next `count` sends answer 500 Internal Server Error. */
  fail(count?: number): void;
  close(): Promise<void>;
}

/** A stand-in for api.telegram.org in tests, with its JSON shapes. */
export async function startFakeTelegram(botToken: string): Promise<FakeTelegram> {
  const sent: FakeTelegram['sent'] = [];
  let throttled = 0;
  let retryAfter = 1;
  let failing = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url !== `/bot${botToken}/sendMessage`) {
        return reply(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      }
      if (failing > 0) {
        failing -= 1;
        return reply(500, { ok: false, error_code: 500, description: 'Internal Server Error' });
      }
      if (throttled > 0) {
        throttled -= 1;
        return reply(429, {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${retryAfter}`,
          parameters: { retry_after: retryAfter },
        });
      }
      const body = JSON.parse(raw) as { chat_id: string; text: string };
      sent.push({ chatId: String(body.chat_id), text: body.text, at: Date.now() });
      reply(200, {
        ok: true,
        result: { message_id: sent.length, date: Math.floor(Date.now() / 1000), text: body.text },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    throttle(seconds, count = 1) {
      retryAfter = seconds;
      throttled = count;
    },
    fail(count = 1) {
      failing = count;
    },
    close: () =>
      new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
