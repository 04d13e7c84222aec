import { useSyncExternalStore } from 'react';

/**
 * When the page last got an API answer from the service worker's cache instead of the network: the time
 * that answer was fresh. Cleared by the next answer from the network.
 */
let cachedAt: Date | null = null;
const listeners = new Set<() => void>();

export function noteAnswerSource(cachedAtHeader: string | null): void {
  const next = cachedAtHeader ? new Date(cachedAtHeader) : null;
  const valid = next && !Number.isNaN(next.getTime()) ? next : null;
  if (valid === null && cachedAt === null) return;
  // The oldest cached answer on the page is the one to warn about.
  if (valid && cachedAt && cachedAt <= valid) return;
  cachedAt = valid;
  for (const listener of listeners) listener();
}

export function useOfflineSince(): Date | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => cachedAt,
  );
}
