import { http, HttpResponse } from 'msw';
import type { CuttingSummary } from '@canopy/shared/schemas/cuttings';
import { server } from '../../../testing/msw-server';

export interface FakeCuttingsList {
  /** The query string of every list call, e.g. "skip=0&limit=20&sort=name". */
  queries: string[];
}

/** Serves `cuttings` page by page from GET /api/cuttings (or the admin list), as the server pages them. */
export function fakeCuttingsList(
  cuttings: CuttingSummary[],
  path: '/api/cuttings' | '/api/admin/cuttings' = '/api/cuttings',
): FakeCuttingsList {
  const list: FakeCuttingsList = { queries: [] };
  server.use(
    http.get(`*${path}`, ({ request }) => {
      const url = new URL(request.url);
      list.queries.push(url.searchParams.toString());
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const q = url.searchParams.get('q')?.toLowerCase();
      const found = q ? cuttings.filter((cutting) => cutting.code.toLowerCase().includes(q)) : cuttings;
      return HttpResponse.json(found.slice(skip, skip + limit));
    }),
  );
  return list;
}

/** A cutting page's lineage block with nothing in it: no mother, run or clone (`GET /api/cuttings/{id}/lineage`). */
export const emptyLineage = http.get('*/api/cuttings/:id/lineage', ({ params }) =>
  HttpResponse.json({
    cutting: {
      _id: String(params.id),
      shortId: 'K1',
      code: 'A-009',
      name: '',
      strainId: 's1',
      isMother: false,
      motherId: null,
      retiredAt: null,
    },
    mothers: [],
    runs: [],
    descendants: [],
    harvests: [],
  }),
);

/** No mother to choose from (`GET /api/mothers`): what the add and edit forms' mother picker asks. */
export const noMothers = http.get('*/api/mothers', () => HttpResponse.json([]));
