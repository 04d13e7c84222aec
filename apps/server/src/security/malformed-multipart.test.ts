import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidImage } from '../testing/images.ts';
import { createTestContext, type TestContext, type TestUser } from '../testing/test-app.ts';

/** Broken multipart bodies against the photo upload: each a 4xx in the error format, and the server stays up. */
describe('malformed multipart uploads', () => {
  let t: TestContext;
  let admin: TestUser;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
    admin = await t.createUser('admin');
    png = await solidImage('png');
  });
  afterAll(async () => {
    await t.close();
  });

  const boundary = 'canopyboundary';
  const part = (name: string, data: Buffer | string, extraHeaders = '') =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\n${extraHeaders}` +
          `Content-Type: image/png\r\n\r\n`,
      ),
      Buffer.isBuffer(data) ? data : Buffer.from(data),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);

  const cases: [string, string, Buffer][] = [
    ['no boundary in the content type', 'multipart/form-data', Buffer.concat([part('file', 'x'), end])],
    [
      'a boundary that never appears',
      `multipart/form-data; boundary=other`,
      Buffer.concat([part('file', 'x'), end]),
    ],
    [
      'a huge part header',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([part('file', 'x', `X-Pad: ${'a'.repeat(200_000)}\r\n`), end]),
    ],
    [
      'many parts',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([...Array.from({ length: 500 }, () => part('field', 'x')), end]),
    ],
    [
      'many files',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([...Array.from({ length: 50 }, () => part('file', 'x')), end]),
    ],
    [
      'a body cut off in the middle of the file',
      `multipart/form-data; boundary=${boundary}`,
      part('file', Buffer.alloc(0)).subarray(0, 60),
    ],
    [
      'a truncated image',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([part('file', Buffer.alloc(0)), end]),
    ],
    ['JSON sent as multipart', `multipart/form-data; boundary=${boundary}`, Buffer.from('{"file":"x"}')],
    ['an empty body', `multipart/form-data; boundary=${boundary}`, Buffer.alloc(0)],
  ];

  it.each(cases)('%s: a 4xx with {error, code}', async (_name, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...admin.auth, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });

  it('still takes a good upload afterwards', async () => {
    const payload = Buffer.concat([part('file', png), end]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...admin.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(201);
  });
});
