import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/** Sends raw bytes to the server and reads its whole answer: what a browser or a scanner could send. */
function rawRequest(
  port: number,
  text: string,
): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text, 'latin1'));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const MALFORMED: [string, string][] = [
  ['a lone percent sign', 'GET /% HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['broken percent-encoding in an API path', 'GET /api/strains/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['an over-long URL', `GET /api/${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['a header value with a control character', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\x01b\r\n\r\n'],
  ['a header without a name', 'GET /api/health HTTP/1.1\r\nHost: x\r\n: nameless\r\n\r\n'],
  ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
];

describe('malformed requests', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it.each(MALFORMED)('%s gets our error shape and every security header', async (_name, request) => {
    const answer = await rawRequest(port, request);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'error']);
    expect(body.code).toMatch(/^(validation\.failed|request\.too_large)$/);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(answer.headers.get(name)).toBe(value);
  });
});
