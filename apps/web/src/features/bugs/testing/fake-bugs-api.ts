import { http, HttpResponse } from 'msw';
import type { Bug } from '@canopy/shared/schemas/bugs';
import { server } from '../../../testing/msw-server';

export interface FakeBugsApi {
  /** Every call as "METHOD path?query". */
  calls: string[];
  bugs: Bug[];
}

/** Serves an in-memory bug list with the server's closed-bug filter, and records every call. */
export function fakeBugsApi(initial: Bug[]): FakeBugsApi {
  const api: FakeBugsApi = { calls: [], bugs: initial.map((bug) => structuredClone(bug)) };
  const find = (id: unknown) => api.bugs.find((bug) => bug._id === id);
  server.use(
    http.get('*/api/bugs', ({ request }) => {
      const url = new URL(request.url);
      api.calls.push(`GET /api/bugs${url.search}`);
      const includeClosed = url.searchParams.get('includeClosed') === 'true';
      return HttpResponse.json(api.bugs.filter((bug) => includeClosed || bug.status !== 'closed'));
    }),
    http.post('*/api/bugs', () => {
      api.calls.push('POST /api/bugs');
      return HttpResponse.json({ error: 'boom', code: 'internal.error' }, { status: 500 });
    }),
    http.patch('*/api/bugs/:id/close', ({ params }) => {
      api.calls.push(`PATCH /api/bugs/${String(params.id)}/close`);
      const bug = find(params.id);
      if (!bug) return HttpResponse.json({ error: 'gone', code: 'bugs.not_found' }, { status: 404 });
      bug.status = 'closed';
      return HttpResponse.json(bug);
    }),
    http.post('*/api/bugs/:id/comments', ({ params }) => {
      api.calls.push(`POST /api/bugs/${String(params.id)}/comments`);
      return HttpResponse.json(find(params.id), { status: 201 });
    }),
  );
  return api;
}
