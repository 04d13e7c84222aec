import { DEVICE_TIME_ZONE } from '../dates';
import { fromWallTime, toWallTime } from './zoned-time';

/** The start of the device-zone day that holds `ms`: daily summaries count whole days. */
export function startOfLocalDay(ms: number, timeZone = DEVICE_TIME_ZONE): number {
  const midnight = `${toWallTime(ms, timeZone).slice(0, 10)}T00:00`;
  return fromWallTime(midnight, timeZone) ?? ms;
}
