import type { Role } from '@canopy/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuttingClient, type Method } from '../../testing/cutting-fixtures.ts';
import { solidImage } from '../../testing/images.ts';
import { multipartForm } from '../../testing/multipart.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';

type Access = 'login' | 'staff';
interface RouteCase {
  access: Access;
  method: Method;
  /** With `:cutting`, `:slug` and `:entry` filled in per call. */
  url: string;
  body?: () => Promise<{ payload: object | Buffer; headers?: Record<string, string> }>;
}

/**
 * Every cuttings and QR route called as each role: reads and label downloads for anyone logged in,
 * writes for superusers and admins only.
 */
describe.each(DIALECTS)('cuttings route permissions on %s', (dialect) => {
  let t: TestContext;
  let users: Record<Role, TestUser>;
  let client: ReturnType<typeof cuttingClient>;
  let strain: { _id: string; slug: string };
  let cuttingId = '';
  let entryId = '';
  let counter = 0;
  beforeAll(async () => {
    t = await createTestContext(dialect);
    users = {
      admin: await t.createUser('admin'),
      superuser: await t.createUser('superuser'),
      user: await t.createUser('user'),
    };
    client = cuttingClient(t, users.admin);
    strain = await client.strain();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh cutting with two photos and a diary entry before every call, so deletes have a target. */
  async function prepare() {
    counter += 1;
    const cutting = await client.cutting(strain._id, { code: `PERM-${counter}` });
    cuttingId = cutting._id;
    await client.addPhotos(cuttingId, ['a', 'b']);
    entryId = (
      await client.call(users.admin, 'POST', `/api/admin/cuttings/${cuttingId}/diary`, { note: 'x' })
    ).json<{ _id: string }>()._id;
  }

  const json = (payload: object) => () => Promise.resolve({ payload });
  const form = (fields: Record<string, string>, field?: string) => async () => {
    const files = field
      ? [{ field, filename: 'p.png', contentType: 'image/png', data: await solidImage('png') }]
      : [];
    return multipartForm(fields, ...files);
  };
  const routes: RouteCase[] = [
    { access: 'login', method: 'GET', url: '/api/cuttings' },
    { access: 'login', method: 'GET', url: '/api/cuttings/:cutting' },
    { access: 'login', method: 'GET', url: '/api/cuttings/:cutting/lineage' },
    { access: 'login', method: 'GET', url: '/api/strains/:slug/cuttings' },
    { access: 'login', method: 'GET', url: '/api/admin/:cutting/logs' },
    { access: 'login', method: 'GET', url: '/api/qr/pdf/:cutting' },
    { access: 'login', method: 'GET', url: '/api/qr/pdf/all' },
    { access: 'login', method: 'GET', url: '/api/qr/excel/all' },
    {
      access: 'staff',
      method: 'POST',
      url: '/api/cuttings/:cutting/photo',
      body: form({ name: 'n', description: 'd' }, 'file'),
    },
    {
      access: 'staff',
      method: 'PUT',
      url: '/api/cuttings/:cutting/photos/reorder',
      body: json({ from: 0, to: 1 }),
    },
    {
      access: 'staff',
      method: 'PUT',
      url: '/api/cuttings/:cutting/photos/0',
      body: json({ name: 'n', description: 'd' }),
    },
    { access: 'staff', method: 'DELETE', url: '/api/cuttings/:cutting/photos/0' },
    { access: 'staff', method: 'GET', url: '/api/admin/cuttings' },
    {
      access: 'staff',
      method: 'POST',
      url: '/api/admin/cuttings',
      body: () => json({ code: `NEW-${(counter += 1)}`, strainId: strain._id })(),
    },
    {
      access: 'staff',
      method: 'PUT',
      url: '/api/admin/cuttings/:cutting',
      body: () => json({ code: `EDIT-${(counter += 1)}`, strainId: strain._id })(),
    },
    { access: 'staff', method: 'DELETE', url: '/api/admin/cuttings/:cutting' },
    { access: 'staff', method: 'POST', url: '/api/admin/:cutting/log', body: form({ event: 'move' }) },
    {
      access: 'staff',
      method: 'POST',
      url: '/api/admin/cuttings/:cutting/diary',
      body: json({ note: 'n' }),
    },
    {
      access: 'staff',
      method: 'PUT',
      url: '/api/admin/cuttings/:cutting/diary/:entry',
      body: json({ note: 'n' }),
    },
    {
      access: 'staff',
      method: 'DELETE',
      url: '/api/admin/cuttings/:cutting/diary/:entry/images/cccccccccccccccccccccccccccccccc',
    },
    { access: 'staff', method: 'DELETE', url: '/api/admin/cuttings/:cutting/diary/:entry' },
  ];

  async function send(who: TestUser | null, route: RouteCase) {
    const body = await route.body?.();
    return t.app.inject({
      method: route.method,
      url: route.url.replace(':cutting', cuttingId).replace(':slug', strain.slug).replace(':entry', entryId),
      headers: { ...body?.headers, ...who?.auth },
      ...(body && { payload: body.payload }),
    });
  }

  it('covers every route the cuttings and QR modules register', () => {
    const registered = t.app.apiRoutes
      .filter((route) => /cutting|\/api\/qr\/|\/api\/admin\/:id\//.test(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(registered).toHaveLength(routes.length);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: anonymous 401, plain user per access, superuser and admin allowed',
    async (_name, route) => {
      await prepare();
      const anonymous = await send(null, route);
      expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'auth.unauthenticated']);
      const plain = await send(users.user, route);
      if (route.access === 'staff') {
        expect([plain.statusCode, plain.json().code]).toEqual([403, 'auth.forbidden']);
      } else {
        expect(plain.statusCode, plain.body.slice(0, 200)).toBe(200);
      }
      for (const role of ['superuser', 'admin'] as const) {
        await prepare();
        const allowed = await send(users[role], route);
        expect(allowed.statusCode, `${role}: ${allowed.body.slice(0, 200)}`).toBeLessThan(300);
      }
    },
  );

  it('declares reads and labels for logged-in users, writes for staff', () => {
    const policies = Object.fromEntries(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r.policy]));
    expect(policies).toMatchObject({
      'GET /api/cuttings': 'login',
      'GET /api/cuttings/:id': 'login',
      'GET /api/strains/:slug/cuttings': 'login',
      'GET /api/admin/:id/logs': 'login',
      'GET /api/qr/pdf/:id': 'login',
      'GET /api/qr/pdf/all': 'login',
      'GET /api/qr/excel/all': 'login',
      'GET /api/admin/cuttings': 'staff',
      'POST /api/admin/cuttings': 'staff',
      'POST /api/admin/:id/log': 'staff',
      'POST /api/cuttings/:id/photo': 'staff',
    });
  });
});
