import { DEVICE_TIME_ZONE } from '@canopy/shared/constants';
import { offsetAt } from '@canopy/shared/local-time';

/**
 * A zone's offset changes only at its transitions. Asia/Jerusalem's fall on whole hours of UTC, so one
 * offset per quarter hour of UTC is exact for it (and for any zone whose changes fall on quarter hours).
 * Rows come in time order: a one-entry cache asks the shared zone offsets (local-time, which asks Intl
 * about twice a day of the zone) once per quarter hour of readings instead of once per row: their map
 * lookups add up over a year of one-minute rows (525,600 of them), a number comparison does not.
 */
const QUARTER_HOUR_MS = 900_000;

/** The offset of a time zone from UTC at an instant, in milliseconds (Asia/Jerusalem: +2 or +3 hours). */
function zoneOffsetReader(timeZone: string): (ms: number) => number {
  let cachedQuarter = Number.NaN;
  let cachedOffset = 0;
  return (ms) => {
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    if (quarter === cachedQuarter) return cachedOffset;
    cachedQuarter = quarter;
    cachedOffset = offsetAt(quarter * QUARTER_HOUR_MS, timeZone);
    return cachedOffset;
  };
}

/** How an export writes a reading's time: ISO 8601 in UTC, and the wall clock of the device's zone. */
export interface ExportClock {
  timeZone: string;
  /** `2026-01-01T00:00:00.000Z`. */
  utc(ms: number): string;
  /** The zone's wall-clock time shifted into a UTC Date: what a spreadsheet date cell should show. */
  localDate(ms: number): Date;
  /** `2026-01-01 02:00:00`: the zone's wall clock, a form spreadsheets read as a date and time. */
  local(ms: number): string;
}

/** One per export: its offset cache follows the rows of that export. */
export function exportClock(timeZone: string = DEVICE_TIME_ZONE): ExportClock {
  const offsetAt = zoneOffsetReader(timeZone);
  const localDate = (ms: number) => new Date(ms + offsetAt(ms));
  return {
    timeZone,
    utc: (ms) => new Date(ms).toISOString(),
    localDate,
    local(ms) {
      const iso = localDate(ms).toISOString();
      return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
    },
  };
}
