import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

describe('GET /api/events', () => {
  let t: TestContext;
  let base: string;
  beforeEach(async () => {
    t = await createTestContext('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterEach(async () => {
    await t.close();
  });

  it('refuses anonymous callers with 401', async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'auth.unauthenticated' });
  });

  it('streams device changes to a logged-in user', async () => {
    const member = await t.createUser('user');
    const controller = new AbortController();
    const response = await fetch(`${base}/api/events`, { headers: member.auth, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value);
    };
    await readUntil(':ok\n\n');
    await t.services.deviceSync.handleEvent({
      name: 'spark/status',
      data: 'online',
      coreid: 'eeeeeeeeeeeeeeeeeeeeeeee',
      publishedAt: new Date().toISOString(),
    });
    await readUntil('spark/status');
    expect(text).toMatch(
      /event: device\ndata: \{"type":"device","deviceId":"e{24}","name":"spark\/status","at":\d+\}\n\n/,
    );
    controller.abort();
  });
});
