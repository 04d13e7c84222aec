import http from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
}

export interface SseClient {
  /** Every byte received so far, comments and `retry:` lines included. */
  text(): string;
  events(): SseEvent[];
  /** Resolves once `check` holds for what was received, or fails after `timeoutMs`. */
  waitFor(what: string, check: (client: SseClient) => boolean, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseEvents(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  for (const block of text.split('\n\n').slice(0, -1)) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return events;
}

/**
 * One `GET /api/events` stream over its own connection (node:http, so hundreds stay cheap). Resolves once
 * the server's first comment (`:ok`) has arrived, so the stream is subscribed.
 */
export function openSseClient(baseUrl: string, headers: Record<string, string>): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    let text = '';
    const waiters = new Set<() => void>();
    let markEnded: () => void = () => undefined;
    const ended = new Promise<void>((done) => (markEnded = done));
    const request = http.get(
      `${baseUrl}/api/events`,
      { headers: { ...headers, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`event stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const first = text === '';
          text += chunk;
          if (first) resolve(client);
          for (const wake of waiters) wake();
        });
        response.on('end', () => markEnded());
        response.on('close', () => markEnded());
      },
    );
    request.on('error', (error) => {
      markEnded();
      reject(error);
    });
    const client: SseClient = {
      text: () => text,
      events: () => parseEvents(text),
      ended,
      waitFor(what, check, timeoutMs = 5000) {
        if (check(client)) return Promise.resolve();
        return new Promise((done, fail) => {
          const wake = () => {
            if (!check(client)) return;
            clearTimeout(timer);
            waiters.delete(wake);
            done();
          };
          const timer = setTimeout(() => {
            waiters.delete(wake);
            fail(new Error(`timed out waiting for ${what}; received: ${JSON.stringify(text.slice(-500))}`));
          }, timeoutMs);
          waiters.add(wake);
        });
      },
      close: () => request.destroy(),
    };
  });
}
