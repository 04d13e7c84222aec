import { http, HttpResponse } from 'msw';
import type { AuditEntry } from '@canopy/shared/schemas/audit';
import { server } from '../../../testing/msw-server';

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'entry-1',
    ts: '2026-07-01T10:00:00.000Z',
    actor: { id: 'admin-1', email: 'admin@example.test' },
    action: 'update',
    entity: 'user',
    entityId: 'user-2',
    summary: 'User ann@example.test updated: role, password',
    // As entries written before the log kept what summaries are made of: shown as written.
    summaryEvent: null,
    summaryValues: {},
    changes: { role: ['user', 'superuser'], password: [] },
    ...overrides,
  };
}

/** `GET /api/audit`: the given pages in turn by cursor (`page-2`, ...), recording each query string. */
export function fakeAuditApi(pages: AuditEntry[][]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/audit', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const index = query.get('cursor') ? Number(query.get('cursor')!.replace('page-', '')) - 1 : 0;
      const items = pages[index] ?? [];
      const nextCursor = index + 1 < pages.length ? `page-${index + 2}` : null;
      return HttpResponse.json({ items, nextCursor });
    }),
  );
  return { queries };
}
