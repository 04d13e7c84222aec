import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  // Offline, a retry would pause until the network is back, and so would every write awaiting a refresh.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline, queries still run: the service worker answers them from its cache.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      // Writes are sent even offline: the queue-aware sender keeps those it can replay, the rest fail clearly.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
