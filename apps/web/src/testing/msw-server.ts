import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** An event stream that opens and stays silent: the app's live connection while logged in. */
export function quietEventStream() {
  return new HttpResponse(
    new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode(':ok\n\n')),
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

/** The login page's options on a server without single sign-on; a test of it sets its own. */
const loginPageHandlers = [
  http.get('*/api/auth/options', () => HttpResponse.json({ passwordLogin: true, oidc: null })),
];

/**
 * What every logged-in page asks for, whatever the test is about: the header's live stream and the bell's
 * unresolved alerts (none). A test's own `server.use(...)` handlers take precedence.
 */
const appShellHandlers = [
  http.get('*/api/events', quietEventStream),
  http.get('*/api/alerts', () => HttpResponse.json({ items: [], nextCursor: null })),
];

/** One msw server for all component tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer(...appShellHandlers, ...loginPageHandlers);
