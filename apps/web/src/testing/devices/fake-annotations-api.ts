import { http, HttpResponse } from 'msw';
import type { Annotation } from '@canopy/shared/schemas/annotations';
import { server } from '../msw-server';

export interface FakeAnnotationsApi {
  /** Every call as "METHOD path?query", with the body of a POST. */
  calls: string[];
  bodies: unknown[];
  annotations: Annotation[];
}

export interface FakeAuthor {
  id: string;
  email: string;
}

/**
 * Serves one device's annotations as the server does (inside [from, to], oldest first), adds notes by the
 * given author and deletes notes by id; records every call.
 */
export function fakeAnnotationsApi(
  deviceId: string,
  initial: Annotation[],
  author: FakeAuthor = { id: 'u-grower', email: 'grower@example.com' },
): FakeAnnotationsApi {
  const api: FakeAnnotationsApi = { calls: [], bodies: [], annotations: structuredClone(initial) };
  const base = `*/api/devices/${deviceId}`;
  let counter = 0;
  server.use(
    http.get(`${base}/annotations`, ({ request }) => {
      const url = new URL(request.url);
      api.calls.push(`GET ${url.pathname}${url.search}`);
      const from = Number(url.searchParams.get('from'));
      const to = Number(url.searchParams.get('to'));
      return HttpResponse.json(
        api.annotations.filter((a) => a.ts >= from && a.ts <= to).sort((a, b) => a.ts - b.ts),
      );
    }),
    http.post(`${base}/notes`, async ({ request }) => {
      const body = (await request.json()) as { ts?: number; text: string };
      api.calls.push(`POST ${new URL(request.url).pathname}`);
      api.bodies.push(body);
      counter += 1;
      const note: Annotation = {
        id: `n-new-${counter}`,
        ts: body.ts ?? Date.now(),
        kind: 'note',
        text: body.text,
        by: author.email,
        authorId: author.id,
      };
      api.annotations.push(note);
      return HttpResponse.json(note, { status: 201 });
    }),
    http.delete(`${base}/notes/:noteId`, ({ request, params }) => {
      api.calls.push(`DELETE ${new URL(request.url).pathname}`);
      const index = api.annotations.findIndex((a) => a.kind === 'note' && a.id === params.noteId);
      if (index < 0) {
        return HttpResponse.json(
          { error: 'Note not found', code: 'devices.note_not_found' },
          { status: 404 },
        );
      }
      api.annotations.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return api;
}
