/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
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
 * Kept answers carry the time they were fresh, which the page shows as "Offline, as of HH:MM". Only 200s
 * are kept, under their URL alone: the Authorization header is not part of the key, which is why the page
 * deletes this cache on logout.
 */
const stampFreshness: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  },
};

// Reads whose URLs carry a time range would pile up without a bound: the newest few hundred are kept.
registerRoute(
  ({ url, request }) => isCacheableApiRead(url, request, self.location.origin),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    matchOptions: { ignoreVary: true },
    plugins: [stampFreshness, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 })],
  }),
);

// The page asks for the waiting worker to take over once the user chose to reload (the update prompt).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
