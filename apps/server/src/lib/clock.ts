/** Time as a dependency, so throttling windows and token expiry are testable without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
