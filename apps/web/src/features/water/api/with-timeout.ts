import { WATER_REQUEST_TIMEOUT_MS } from '@canopy/shared/constants';

/** A water call that took longer than WATER_REQUEST_TIMEOUT_MS (10 s) allows. */
export class WaterTimeoutError extends Error {
  constructor() {
    super('The water request timed out');
    this.name = 'WaterTimeoutError';
  }
}

/** Rejects after `ms` so a stalled call ends in a message instead of an endless spinner. */
export function withTimeout<T>(promise: Promise<T>, ms = WATER_REQUEST_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WaterTimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
