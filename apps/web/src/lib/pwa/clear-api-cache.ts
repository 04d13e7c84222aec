import { API_CACHE_NAME } from '../../service-worker/api-cache';

/** Deletes the service worker's kept API answers: the next person on this phone must not read them. */
export function clearApiCache(): Promise<boolean> {
  if (typeof caches === 'undefined') return Promise.resolve(false);
  return caches.delete(API_CACHE_NAME).catch(() => false);
}
