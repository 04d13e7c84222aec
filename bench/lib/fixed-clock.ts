import type { Clock } from '../../apps/server/src/testing/bench-entry.ts';
import { SEED_NOW } from './seed.ts';

/** The app sees the seed's "now", so device status and history windows match the seeded rows. */
export function fixedClock(): Clock {
  return { now: () => new Date(SEED_NOW) };
}
