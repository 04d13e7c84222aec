import { http, HttpResponse } from 'msw';
import { BUG_SORTS, sortBugs } from '@canopy/shared/bugs';
import type { Bug } from '@canopy/shared/schemas/bugs';
import { server } from '../../../testing/msw-server';
import { fakePage } from '../../../testing/threads/thread-fakes';
import { summaryOf } from './bug-factory';

export interface FakeBugsApi {
  /** Every call as "METHOD path?query". */
  calls: string[];
  bugs: Bug[];
}

const PAGE = 20;

/**
 * Serves in-memory bugs as the server does: the page's list sorted, filtered, pinned and in pages of 20
 * (the cursor is an index here), open ones whole as summaries, closed ones in pages of 20, a bug with its
 * thread by id; records every call.
 */
export function fakeBugsApi(initial: Bug[]): FakeBugsApi {
  const api: FakeBugsApi = { calls: [], bugs: initial.map((bug) => structuredClone(bug)) };
  const find = (id: unknown) => api.bugs.find((bug) => bug._id === id);
  const notFound = () => HttpResponse.json({ error: 'gone', code: 'bugs.not_found' }, { status: 404 });
  server.use(
    http.get('*/api/bugs', ({ request }) => {
      const url = new URL(request.url);
      api.calls.push(`GET /api/bugs${url.search}`);
      return HttpResponse.json(api.bugs.filter((bug) => bug.status !== 'closed').map(summaryOf));
    }),
    http.get('*/api/bugs/page', ({ request }) => {
      const url = new URL(request.url);
      api.calls.push(`GET /api/bugs/page${url.search}`);
      const query = url.searchParams;
      const sort = BUG_SORTS.find((candidate) => candidate === query.get('sort')) ?? 'priority';
      const status = query.get('status');
      const pins = query.get('pinned')?.split(',') ?? [];
      const listed = sortBugs(
        api.bugs.filter(
          (bug) =>
            (query.get('includeClosed') === 'true' || bug.status !== 'closed') &&
            (status === null || bug.status === status),
        ),
        sort,
      );
      const rest = listed.filter((bug) => !pins.includes(bug._id));
      const cursor = query.get('cursor');
      return HttpResponse.json({
        ...fakePage(rest, cursor, Number(query.get('limit') ?? PAGE)),
        pinned: cursor ? [] : listed.filter((bug) => pins.includes(bug._id)).map(summaryOf),
        livePins: pins.filter((id) => api.bugs.some((bug) => bug._id === id && bug.status !== 'closed')),
      });
    }),
    http.get('*/api/bugs/closed', ({ request }) => {
      const url = new URL(request.url);
      api.calls.push(`GET /api/bugs/closed${url.search}`);
      const closed = api.bugs.filter((bug) => bug.status === 'closed');
      return HttpResponse.json({ ...fakePage(closed, url.searchParams.get('cursor')), total: closed.length });
    }),
    http.get('*/api/bugs/:id', ({ params }) => {
      api.calls.push(`GET /api/bugs/${String(params.id)}`);
      return find(params.id) ? HttpResponse.json(find(params.id)) : notFound();
    }),
    http.post('*/api/bugs', () => {
      api.calls.push('POST /api/bugs');
      return HttpResponse.json({ error: 'boom', code: 'internal.error' }, { status: 500 });
    }),
    http.patch('*/api/bugs/:id/close', ({ params }) => {
      api.calls.push(`PATCH /api/bugs/${String(params.id)}/close`);
      const bug = find(params.id);
      if (!bug) return notFound();
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
