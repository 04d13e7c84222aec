const BUCKET_MS = 15 * 60_000;

/**
 * uPlot's `tzDate` contract: a Date whose local fields read the wall-clock time of `timeZone`.
 * uPlot's own helper (`uPlot.tzDate`) formats and re-parses a string on every call, which made the
 * device page's five charts cost twice raw uPlot. This asks Intl for the zone's
 * offset once per 15 minutes of time (zone offsets only change on the hour or half hour) and reuses it.
 */
export function zonedDate(timeZone: string): (unixSeconds: number) => Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsets = new Map<number, number>();

  function offsetAt(bucket: number): number {
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      const at = bucket * BUCKET_MS;
      const field = Object.fromEntries(
        parts.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]),
      ) as Record<string, number>;
      const wall = Date.UTC(
        field.year!,
        field.month! - 1,
        field.day!,
        field.hour!,
        field.minute!,
        field.second!,
      );
      offset = wall - at;
      offsets.set(bucket, offset);
    }
    return offset;
  }

  return (unixSeconds) => {
    const ms = unixSeconds * 1000;
    const wall = new Date(ms + offsetAt(Math.floor(ms / BUCKET_MS)));
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
