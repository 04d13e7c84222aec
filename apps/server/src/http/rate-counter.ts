/** A call's place in its caller's window (the first is 1), and how long until the window ends. */
export interface WindowCount {
  current: number;
  ttl: number;
}

/**
 * Counts one call of `key` in the current window of `windowMs`, `max` being the limit it is held to.
 * A count known at once (in memory, or a caller already past the limit) comes back as it is; one the
 * database must give comes as a promise.
 */
export interface RateCounter {
  count(key: string, windowMs: number, max: number): WindowCount | Promise<WindowCount>;
}
