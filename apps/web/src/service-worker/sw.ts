/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { API_CACHE_NAME, CACHED_AT_HEADER, isCacheableApiRead } from './api-cache';
import './push.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page path opens the app shell offline; /api paths are never answered with HTML.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

/**
 * Network first; a 200 is kept under its URL alone (the Authorization header is not part of the key, which
 * is why the page deletes this cache on logout). When the network fails, the kept answer is served, marked
 * with the time it was fresh.
 */
async function networkFirstRead(request: Request): Promise<Response> {
  const key = new Request(request.url);
  try {
    const response = await fetch(request);
    if (response.status === 200) {
      const headers = new Headers(response.headers);
      headers.set(CACHED_AT_HEADER, new Date().toISOString());
      const copy = new Response(await response.clone().blob(), { status: 200, headers });
      const cache = await caches.open(API_CACHE_NAME);
      await cache.put(key, copy);
    }
    return response;
  } catch (error) {
    const cache = await caches.open(API_CACHE_NAME);
    const kept = await cache.match(key, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

registerRoute(
  ({ url, request }) => isCacheableApiRead(url, request, self.location.origin),
  ({ request }) => networkFirstRead(request),
);

// The page asks for the waiting worker to take over once the user chose to reload (the update prompt).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
