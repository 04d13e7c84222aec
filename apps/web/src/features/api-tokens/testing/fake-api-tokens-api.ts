import { http, HttpResponse } from 'msw';
import type { AdminApiToken, ApiToken } from '@canopy/shared/schemas/api-tokens';
import { server } from '../../../testing/msw-server';

export const TOKEN = 'cnp_Qm9vdHN0cmFwLXRva2VuLWZvci10ZXN0cy1vbmx5LTAxMjM0';

export function apiToken(overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    _id: 'token-1',
    name: 'Nightly export',
    scope: 'read',
    createdAt: '2026-07-01T08:00:00.000Z',
    expiresAt: '2099-07-01T08:00:00.000Z',
    lastUsedAt: '2026-07-02T03:00:00.000Z',
    ...overrides,
  };
}

/** `/api/me/tokens`, answering from an in-memory list and recording what the panel sends. */
export function fakeApiTokensApi(tokens: ApiToken[], options: { refuseCreate?: boolean } = {}) {
  const record = { created: [] as unknown[], revoked: [] as string[] };
  let list = [...tokens];
  server.use(
    http.get('*/api/me/tokens', () => HttpResponse.json(list)),
    http.post('*/api/me/tokens', async ({ request }) => {
      const body = (await request.json()) as Pick<ApiToken, 'name' | 'scope'>;
      record.created.push(body);
      if (options.refuseCreate)
        return HttpResponse.json({ error: 'Too many', code: 'tokens.too_many' }, { status: 409 });
      const made = apiToken({ _id: 'token-new', name: body.name, scope: body.scope, lastUsedAt: null });
      list = [made, ...list];
      return HttpResponse.json({ ...made, token: TOKEN }, { status: 201 });
    }),
    http.delete('*/api/me/tokens/:id', ({ params }) => {
      record.revoked.push(String(params.id));
      list = list.filter((token) => token._id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return record;
}

/** `/api/admin/tokens`, the same way. */
export function fakeAdminTokensApi(tokens: AdminApiToken[]) {
  const record = { listed: 0, revoked: [] as string[] };
  let list = [...tokens];
  server.use(
    http.get('*/api/admin/tokens', () => {
      record.listed += 1;
      return HttpResponse.json(list);
    }),
    http.delete('*/api/admin/tokens/:id', ({ params }) => {
      record.revoked.push(String(params.id));
      list = list.filter((token) => token._id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return record;
}
