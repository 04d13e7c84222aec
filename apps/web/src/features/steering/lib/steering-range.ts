import { STEERING_DEFAULT_DAYS } from '@canopy/shared/schemas/steering';

/** The ranges the panel offers, in days; two weeks (the server's default) unless another is chosen. */
export const STEERING_RANGES = [7, 14, 30] as const;
export type SteeringRange = (typeof STEERING_RANGES)[number];
export const DEFAULT_STEERING_RANGE: SteeringRange = STEERING_DEFAULT_DAYS;

const DAY_MS = 86_400_000;

/**
 * The query of the last `days` days up to `now` (epoch ms): the days that began in [from, to), so the day
 * under way is the newest and the oldest is the one that began `days` days ago, lights-on or midnight.
 */
export const rangeQuery = (days: SteeringRange, now: number): { from: number; to: number } => ({
  from: now - days * DAY_MS,
  to: now,
});
