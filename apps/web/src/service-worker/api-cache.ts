/** Shared by the service worker and the page (which clears it on logout). */
export const API_CACHE_NAME = 'canopy-api-v1';
/** Set on an answer the service worker served from its cache: when that answer was fresh (ISO 8601). */
export const CACHED_AT_HEADER = 'x-canopy-cached-at';

/** Reads that may be kept for offline use: same-origin API GETs, never auth, files or event streams. */
export function isCacheableApiRead(url: URL, request: Pick<Request, 'method' | 'headers'>, origin: string) {
  if (url.origin !== origin || request.method !== 'GET') return false;
  if (!url.pathname.startsWith('/api/')) return false;
  if (/^\/api\/(auth|files|events|me\/mfa|me\/tokens|health)(\/|$)/.test(url.pathname)) return false;
  return !(request.headers.get('accept') ?? '').includes('text/event-stream');
}
