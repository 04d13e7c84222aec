import { offsetAt } from '@canopy/shared/local-time';

/**
 * uPlot's `tzDate` contract: a Date whose local fields read the wall-clock time of `timeZone`.
 * uPlot's own helper (`uPlot.tzDate`) formats and re-parses a string on every call, which made the
 * device page's five charts cost twice raw uPlot. The shared zone offsets ask Intl about twice a day of
 * the zone (one formatter per zone) and answer every other instant from their cache.
 */
export function zonedDate(timeZone: string): (unixSeconds: number) => Date {
  return (unixSeconds) => {
    const ms = unixSeconds * 1000;
    const wall = new Date(ms + offsetAt(ms, timeZone));
    return new Date(
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
      wall.getUTCMilliseconds(),
    );
  };
}
