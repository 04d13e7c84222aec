import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../testing/test-app.ts';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/**
 * Starts a 30 MB multipart upload over a raw socket and keeps writing until the server answers: how much
 * was sent by then, and the status. The server never reading the body is what keeps that number small.
 */
function hugeUpload(port: number, path: string, token: string): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let sent = 0;
    let answered = false;
    socket.on('error', (error) => (answered ? undefined : reject(error)));
    socket.on('data', (data) => {
      if (answered) return;
      answered = true;
      resolve({ status: Number(data.toString('latin1').split(' ')[1]), sent });
      socket.destroy();
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=xyz\r\nContent-Length: ${30 * MB}\r\n\r\n` +
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
    );
    const chunk = Buffer.alloc(CHUNK, 0xff);
    const pump = () => {
      if (answered || sent >= 30 * MB) return;
      socket.write(chunk);
      sent += CHUNK;
      setTimeout(pump, 5);
    };
    pump();
  });
}

describe('object-level rules come before the body', () => {
  let t: TestContext;
  let port: number;
  let creator: TestUser;
  let stranger: TestUser;
  let taskId: string;
  let bugId: string;

  beforeAll(async () => {
    t = await createTestContext('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    creator = await t.createUser('user');
    stranger = await t.createUser('user');
    const task = await t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: creator.auth,
      payload: { description: 'Mine' },
    });
    taskId = (task.json() as { _id: string })._id;
    const bug = await t.app.inject({
      method: 'POST',
      url: '/api/bugs',
      headers: creator.auth,
      payload: { description: 'Mine too' },
    });
    bugId = (bug.json() as { _id: string })._id;
  });
  afterAll(() => t.close());

  it.each(['tasks', 'bugs'])(
    "refuses a stranger's 30 MB upload to someone else's %s with 403, having been sent under 1 MB",
    async (kind) => {
      const id = kind === 'tasks' ? taskId : bugId;
      const answer = await hugeUpload(port, `/api/${kind}/${id}/upload`, stranger.token);
      expect(answer.status).toBe(403);
      expect(answer.sent).toBeLessThan(MB);
    },
  );

  it("answers a stranger 403 whatever the body: a wrong field, an empty body, a body that isn't multipart", async () => {
    const attempts = [
      { url: `/api/tasks/${taskId}/upload`, field: 'files' },
      { url: `/api/bugs/${bugId}/upload`, field: 'files' },
    ];
    for (const { url, field } of attempts) {
      const boundary = 'b';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n\r\nx\r\n--${boundary}--\r\n`;
      const headers = { ...stranger.auth, 'content-type': `multipart/form-data; boundary=${boundary}` };
      expect((await t.app.inject({ method: 'POST', url, headers, payload })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url, headers: stranger.auth })).statusCode).toBe(403);
    }
    for (const [method, url] of [
      ['PATCH', `/api/tasks/${taskId}`],
      ['PATCH', `/api/tasks/${taskId}/status`],
      ['PATCH', `/api/tasks/${taskId}/checklist/any-item`],
      ['DELETE', `/api/tasks/${taskId}`],
      ['PATCH', `/api/bugs/${bugId}`],
      ['PATCH', `/api/bugs/${bugId}/close`],
    ] as const) {
      for (const payload of [undefined, 'not json', { description: 42 }]) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...stranger.auth, 'content-type': 'application/json' },
          ...(payload === undefined
            ? {}
            : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
        });
        expect(response.statusCode, `${method} ${url} ${String(payload)}`).toBe(403);
      }
    }
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${creator.user._id}`,
      headers: { ...stranger.auth, 'content-type': 'application/json' },
      payload: 'not json',
    });
    expect(profile.statusCode).toBe(403);
  });

  it('still lets the creator through, and a missing object is a 404 before the body', async () => {
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/tasks/${taskId}`,
      headers: creator.auth,
      payload: { description: 'Still mine' },
    });
    expect(edit.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/bugs/no-such-bug',
      headers: { ...stranger.auth, 'content-type': 'application/json' },
      payload: 'not json',
    });
    expect(missing.statusCode).toBe(404);
  });
});
