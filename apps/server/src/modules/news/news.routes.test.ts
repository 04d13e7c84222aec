import { describe, expect, it } from 'vitest';
import { solidImage } from '../../testing/images.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { ONE_OF_EACH_ROLE, signedInSuite } from '../../testing/signed-in-suite.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(DIALECTS)('news routes on %s', (dialect) => {
  const { t, admin, superuser, member, call } = signedInSuite(dialect, ONE_OF_EACH_ROLE, { per: 'test' });
  const stored = async () =>
    (await t.services.files.storeImage(await solidImage('png'), admin.user._id)).publicId;

  it('publishes a post anyone can read, newest first, with public image URLs', async () => {
    const image = await stored();
    const first = await call(admin, 'POST', '/api/news', {
      title: ' First ',
      body: 'Hello',
      imagePublicIds: [image],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: 'First',
      images: [`/api/files/${image}/display`],
      imagePublicIds: [image],
    });
    t.clock.advance(1000);
    await call(superuser, 'POST', '/api/news', { title: 'Second', body: 'World' });
    const list = await call(null, 'GET', '/api/news');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ title: string }[]>().map((item) => item.title)).toEqual(['Second', 'First']);
    expect((await call(null, 'GET', `/api/files/${image}/display`)).statusCode).toBe(200);
  });

  it('requires a title and a body, and images we stored', async () => {
    const missing = await call(admin, 'POST', '/api/news', { title: ' ', body: '' });
    expect(missing.statusCode).toBe(400);
    const paths = missing.json<{ details: { path: string }[] }>().details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.title', 'body.body']));
    const foreign = await call(admin, 'POST', '/api/news', {
      title: 'T',
      body: 'B',
      imagePublicIds: ['c'.repeat(32)],
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'files.unknown_reference']);
  });

  it('edits and deletes a post, removing the images it no longer uses', async () => {
    const [a, b] = [await stored(), await stored()];
    const post = (
      await call(admin, 'POST', '/api/news', { title: 'T', body: 'B', imagePublicIds: [a, b] })
    ).json<{
      _id: string;
    }>();
    const edited = await call(superuser, 'PUT', `/api/news/${post._id}`, {
      title: 'T2',
      body: 'B2',
      imagePublicIds: [b],
    });
    expect(edited.json()).toMatchObject({ title: 'T2', imagePublicIds: [b] });
    expect((await call(null, 'GET', `/api/files/${a}/display`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/news/${post._id}`)).statusCode).toBe(204);
    expect((await call(null, 'GET', `/api/files/${b}/display`)).statusCode).toBe(404);
    const gone = await call(admin, 'DELETE', `/api/news/${post._id}`);
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'news.not_found']);
  });

  it('lets only superusers and admins write: 401 anonymous, 403 plain users', async () => {
    const post = (await call(admin, 'POST', '/api/news', { title: 'T', body: 'B' })).json<{ _id: string }>();
    const writes: [Method, string, object?][] = [
      ['POST', '/api/news', { title: 'T', body: 'B' }],
      ['PUT', `/api/news/${post._id}`, { title: 'T', body: 'B' }],
      ['DELETE', `/api/news/${post._id}`],
    ];
    for (const [method, url, body] of writes) {
      const anonymous = await call(null, method, url, body);
      expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'auth.unauthenticated']);
      const plain = await call(member, method, url, body);
      expect([plain.statusCode, plain.json().code]).toEqual([403, 'auth.forbidden']);
      expect((await call(superuser, method, url, body)).statusCode).toBeLessThan(300);
    }
  });
});
