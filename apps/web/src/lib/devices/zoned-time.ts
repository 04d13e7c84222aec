/**
 * Conversions between epoch milliseconds and the wall-clock text of a `datetime-local` input
 * ("2026-11-21T14:05") in a named time zone. The water page reads custom ranges in the device zone,
 * so a grower abroad still picks the same hours the charts show.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const partsFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

function wallParts(ms: number, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
}

/** The zone's wall time at `ms`, read as if it were UTC: the difference to `ms` is the zone's offset. */
function offsetAt(ms: number, timeZone: string): number {
  const p = wallParts(ms, timeZone);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
  );
  return asUtc - Math.floor(ms / 60_000) * 60_000;
}

/** "YYYY-MM-DDTHH:mm" for `ms` in the zone. */
export function toWallTime(ms: number, timeZone: string): string {
  const p = wallParts(ms, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
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
