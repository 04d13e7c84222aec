/**
 * The value of an `<input type="datetime-local">` is a wall-clock time without a zone: the browser's own
 * zone turns it into the instant the API wants (and back).
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11-28T18:05` for the instant `date` in the browser's zone. */
export function toLocalInput(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The instant of a local input value as ISO 8601, or null when the field is empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The instant a form's date field stands for when it is sent: the very moment of sending while the field
 * still holds the minute it opened with (it means "now", and the minute it shows may be older than the
 * group's latest event), otherwise the minute typed.
 */
export function sentInstant(value: string, openedWith: string, now: Date = new Date()): string | null {
  return value === openedWith ? now.toISOString() : fromLocalInput(value);
}

/**
 * Whether the input names a minute after `now`'s. The input has minutes only, so the minute now is
 * still allowed: a form opened a moment ago and sent now is not "in the future".
 */
export function isAfterNow(value: string, now: Date): boolean {
  const instant = fromLocalInput(value);
  return instant !== null && instant > toMinute(now).toISOString();
}

const toMinute = (date: Date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000 + 59_999);
