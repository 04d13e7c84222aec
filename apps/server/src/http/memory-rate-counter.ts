import type { Clock } from '../lib/clock.ts';
import type { RateCounter, WindowCount } from './rate-counter.ts';

/**
 * Counts calls per caller in fixed windows in this process's memory: for SQLite, whose one process is
 * the whole cluster. Only the current window's counts are kept; the map starts afresh with each window,
 * so it holds at most the callers of one minute.
 */
export function createMemoryRateCounter(clock: Clock): RateCounter {
  let windowStart = -1;
  let counts = new Map<string, number>();
  return {
    count(key: string, windowMs: number): WindowCount {
      const nowMs = clock.now().getTime();
      const start = nowMs - (nowMs % windowMs);
      if (start !== windowStart) {
        windowStart = start;
        counts = new Map();
      }
      const current = (counts.get(key) ?? 0) + 1;
      counts.set(key, current);
      return { current, ttl: start + windowMs - nowMs };
    },
  };
}
