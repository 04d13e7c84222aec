import { localDateTime, offsetAt } from '@canopy/shared/local-time';

/**
 * Conversions between epoch milliseconds and the wall-clock text of a `datetime-local` input
 * ("2026-11-21T14:05") in a named time zone. The water page reads custom ranges in the device zone,
 * so a grower abroad still picks the same hours the charts show. The zone's offsets come from the shared
 * local-time module, which the server reads the same way.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "YYYY-MM-DDTHH:mm" for `ms` in the zone. */
export function toWallTime(ms: number, timeZone: string): string {
  const { date, time } = localDateTime(ms, timeZone);
  return `${date}T${time}`;
}

/** Epoch ms of a wall time in the zone, or null when the text is not a complete date and time. */
export function fromWallTime(text: string, timeZone: string): number | null {
  const match = WALL_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  if (Number.isNaN(asUtc)) return null;
  // Two passes settle the offset on either side of a daylight-saving change.
  const first = asUtc - offsetAt(asUtc, timeZone);
  return asUtc - offsetAt(first, timeZone);
}
