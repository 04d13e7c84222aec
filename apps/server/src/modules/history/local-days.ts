/**
 * Days in the device time zone. Hour buckets are grouped by the local date of their start: the zone's
 * offsets are whole hours, so no hour straddles midnight, and a day the clocks change has 23 or 25 of them.
 */
export function localDateOf(timeZone: string): (ms: number) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (ms) => format.format(new Date(ms));
}

/** Groups items by the local date of their time, in time order (items must come sorted by time). */
export function groupByLocalDate<T>(
  items: readonly T[],
  timeOf: (item: T) => number,
  dateOf: (ms: number) => string,
): { date: string; items: T[] }[] {
  const days: { date: string; items: T[] }[] = [];
  for (const item of items) {
    const date = dateOf(timeOf(item));
    const last = days.at(-1);
    if (last?.date === date) last.items.push(item);
    else days.push({ date, items: [item] });
  }
  return days;
}
