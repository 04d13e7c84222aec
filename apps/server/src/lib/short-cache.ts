import type { Clock } from './clock.ts';

export interface ShortCache<T> {
  /** The cached value while it is fresh, otherwise a new read. */
  get(): Promise<T>;
  /** Forgets the value at once (after this instance's own write). */
  invalidate(): void;
}

/**
 * A value read at most once per `ttlMs`: what every instance may serve a little stale, since another
 * instance's write reaches it within that time (DESIGN section 16) and this instance's own writes call
 * `invalidate`. A read that overlaps an invalidation is answered but not kept: it may predate the write.
 * A clock that went back (a fake one in tests, or a corrected system clock) reads again.
 */
export function createShortCache<T>(read: () => Promise<T>, clock: Clock, ttlMs: number): ShortCache<T> {
  let cached: { value: T; until: number } | null = null;
  let version = 0;
  return {
    async get() {
      const now = clock.now().getTime();
      if (cached && now < cached.until && now >= cached.until - ttlMs) return cached.value;
      const readVersion = version;
      const value = await read();
      if (readVersion === version) cached = { value, until: now + ttlMs };
      return value;
    },
    invalidate() {
      version += 1;
      cached = null;
    },
  };
}
