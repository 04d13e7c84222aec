import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX } from '../../testing/security/access-matrix.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { worldSuite } from '../../testing/security/world-suite.ts';

/**
 * JSON bodies written as text from the database's values and sent without a serializer (the history
 * reads). history-reads.test.ts checks those bodies against their schemas.
 */
const WRITTEN_AS_TEXT = new Set([
  'GET /api/sensor-data/climate/history/:id 200',
  'GET /api/water-in-out/series 200',
  'GET /api/sensor-data/climate/series/:id 200',
]);

/** Routes that answer with something other than JSON, on purpose. */
const NOT_JSON = new Set([
  'GET /api/events', // a server-sent event stream
  'GET /api/files/:publicId/:variant', // image bytes
  'GET /api/docs', // the OpenAPI document itself
  'GET /api/reference', // the browsable reference: a page,
  'GET /api/reference/:file', // and its scripts and styles
  'GET /api/qr/pdf/:id', // a PDF label, streamed
  'GET /api/qr/pdf/all', // a PDF of every label, streamed
  'GET /api/qr/excel/all', // a spreadsheet, streamed
  'GET /api/runs/:id/groups/:groupId/label.pdf', // a group's PDF label, streamed
  'GET /api/runs/:id/treatments.pdf', // a run's treatments as a PDF, streamed
  'GET /api/runs/:id/report.pdf', // a run's report as a PDF
  'GET /api/export/:deviceId.csv', // history export, streamed
  'GET /api/export/:deviceId.xlsx', // history export, streamed
  'GET /api/audit.csv', // the audit log as CSV, streamed
  'GET /api/yields.csv', // yields as CSV
  'GET /api/yields.xlsx', // yields as a spreadsheet
  'GET /api/runs/:id/feeding.csv', // a run's feeds, scouting and treatments as CSV
  'GET /api/runs/compare.csv', // a run comparison's buckets as CSV
  'GET /api/auth/oidc/start', // a redirect to the OpenID provider
  'GET /api/auth/oidc/callback', // a redirect to the web app's sign-in page
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
          // A 204 has no body, so it documents none.
          ([status, response]) =>
            status === '204' || (status.startsWith('2') && response.content !== undefined),
        );
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undocumented).toEqual([]);
  });
});

/**
 * Every JSON answer is written by a serializer compiled from the route's zod schema. Under tests each
 * answer is also encoded by zod and the two outputs must match byte for byte (or the call is a 500), so
 * calling every route with a real answer proves the two paths write the same JSON on real data.
 */
describe.each(DIALECTS)('compiled response serializers on %s', (dialect) => {
  const { t, admin, world } = worldSuite(dialect, { telegram: true });

  it('compiles a serializer for every JSON route', () => {
    const onZod = [...t.responseSerializers].filter(([, route]) => route.mode !== 'compiled');
    expect(onZod.map(([key]) => key)).toEqual([]);
    expect(t.responseSerializers.size).toBeGreaterThan(100);
  });

  it("writes every route's real answer exactly as zod does", async () => {
    const problems: string[] = [];
    const answered = new Set<string>();
    for (const row of ACCESS_MATRIX) {
      const key = `${row.method} ${row.route}`;
      if (row.stream || NOT_JSON.has(key) || row.access.admin !== 'ok') continue;
      const request = await row.request(world, 'admin');
      const auth = row.ownSession
        ? { authorization: `Bearer ${await t.login(admin.user.email, admin.password)}` }
        : admin.auth;
      const response = await t.app.inject({
        method: row.method,
        url: request.url,
        headers: { ...request.headers, ...auth },
        ...(request.payload !== undefined && { payload: request.payload }),
      });
      if (response.statusCode >= 300) problems.push(`${key}: ${response.statusCode} ${response.body}`);
      else answered.add(`${key} ${response.statusCode}`);
    }
    expect(problems).toEqual([]);
    const uncompared = [...answered].filter(
      (key) => !WRITTEN_AS_TEXT.has(key) && !(t.responseSerializers.get(key)?.compared ?? 0),
    );
    expect(uncompared).toEqual([]);
    expect(answered.size).toBeGreaterThanOrEqual(80); // 80 JSON routes answer an admin with a 2xx today
  });
});
