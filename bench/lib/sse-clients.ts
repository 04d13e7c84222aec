import http from 'node:http';

const DATA_LINE = '\ndata: ';

/** `count` open event streams on one server, each counting the events it has received. */
export async function openSseClients(
  url: string,
  count: number,
  headers: Record<string, string> = {},
): Promise<{ received(): number[]; close(): void }> {
  const counts = new Array<number>(count).fill(0);
  const requests: http.ClientRequest[] = [];
  await Promise.all(
    counts.map(
      (_, index) =>
        new Promise<void>((resolve, reject) => {
          const request = http.get(url, { headers, agent: false }, (response) => {
            if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`));
            response.setEncoding('utf8');
            // A data line split across two chunks is counted once: the tail of one chunk leads the next.
            let tail = '';
            response.on('data', (chunk: string) => {
              const text = tail + chunk;
              for (let at = text.indexOf(DATA_LINE); at !== -1; at = text.indexOf(DATA_LINE, at + 1))
                counts[index]! += 1;
              tail = text.slice(-(DATA_LINE.length - 1));
              resolve();
            });
          });
          request.on('error', reject);
          requests.push(request);
        }),
    ),
  );
  return {
    received: () => counts,
    close: () => requests.forEach((request) => request.destroy()),
  };
}

/** Resolves once every stream has received at least `target` events. */
export async function untilEveryStreamHas(received: () => number[], target: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (received().some((n) => n < target)) {
    if (Date.now() > deadline)
      throw new Error(`streams stuck at ${Math.min(...received())} of ${target} events`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
