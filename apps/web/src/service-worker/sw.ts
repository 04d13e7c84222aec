/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { LATER_ASSETS } from 'virtual:canopy-offline-assets';
import { API_CACHE_NAME, CACHED_AT_HEADER, isCacheableApiRead } from './api-cache';
import { ASSET_CACHE_NAME, isBuiltAsset, keepOnlyAssets, WARM_ASSETS, warmAssets } from './asset-cache';
import './push.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The shell only (build/offline-assets.ts): installing must not compete with the first screen for 2 MB.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit's page is served from here as soon as the worker is active, so what it loads next is
// cached too, not only what later visits load.
clientsClaim();

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

// Every other built file: cached the first time the app loads it. Hashed names never change, so the cache
// answers first; only successful answers are kept.
const onlyOk: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 ? response : null),
};
registerRoute(
  ({ url }) => isBuiltAsset(url, self.location.origin),
  new CacheFirst({ cacheName: ASSET_CACHE_NAME, plugins: [onlyOk] }),
);

// A new version keeps none of the old one's files.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.open(ASSET_CACHE_NAME).then((cache) => keepOnlyAssets(cache, LATER_ASSETS, self.location.origin)),
  );
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  // The page asks for the waiting worker to take over once the user chose to reload (the update prompt).
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // Once the first screen is done, the pages not yet visited are fetched too, so they open offline.
  if (type === WARM_ASSETS) {
    event.waitUntil(caches.open(ASSET_CACHE_NAME).then((cache) => warmAssets(cache, LATER_ASSETS)));
  }
});
