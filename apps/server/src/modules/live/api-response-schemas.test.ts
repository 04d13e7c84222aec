import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

/** Routes that answer with something other than JSON, on purpose. */
const NOT_JSON = new Set([
  'GET /api/events', // a server-sent event stream
  'GET /api/files/:publicId/:variant', // image bytes
  'GET /api/docs', // the OpenAPI document itself
  'GET /api/qr/pdf/:id', // a PDF label, streamed
  'GET /api/qr/pdf/all', // a PDF of every label, streamed
  'GET /api/qr/excel/all', // a spreadsheet, streamed
]);

interface OpenApiDoc {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
}

describe('OpenAPI responses', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('every JSON /api route declares a 2xx response schema, so /api/docs documents it', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json<OpenApiDoc>();
    const routes = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(expect.arrayContaining([...NOT_JSON]));
    const undocumented = t.app.apiRoutes
      .filter((route) => !NOT_JSON.has(`${route.method} ${route.url}`))
      .filter((route) => {
        const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
        return !Object.entries(operation?.responses ?? {}).some(
          ([status, response]) => status.startsWith('2') && response.content !== undefined,
        );
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undocumented).toEqual([]);
  });
});
