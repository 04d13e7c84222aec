import { between, valueAt, valueBefore, type Series } from './series.ts';

/** The substrate's peak after a shot is looked for this long after it began. */
const PEAK_WINDOW_MS = 60 * 60_000;

/** The moisture's peak in the buckets beginning in [from, to); null for none. */
function peakBetween(moisture: Series, from: number, to: number): number | null {
  const values = between(moisture, from, to).map((bucket) => bucket.value);
  return values.length === 0 ? null : Math.max(...values);
}

const drop = (high: number | null, low: number | null) =>
  high === null || low === null || high <= 0 ? null : ((high - low) / high) * 100;

/**
 * Overnight dryback, % (DESIGN section 23): the moisture at the previous lights-off minus the moisture
 * just before the day's first shot, over the former. Null without a lights-off, a shot or the readings.
 */
export function overnightDryback(
  moisture: Series,
  previousLightsOff: number | null,
  firstShot: number | null,
) {
  if (previousLightsOff === null || firstShot === null || firstShot <= previousLightsOff) return null;
  return drop(valueAt(moisture, previousLightsOff), valueBefore(moisture, firstShot));
}

/**
 * Day dryback, %: the moisture after the day's last shot before lights-off (its peak, within an hour and
 * before lights-off) minus the moisture at lights-off, over the former. A shot in the night after it feeds
 * the night, not the day. Null without a shot before lights-off.
 */
export function dayDryback(moisture: Series, shots: readonly number[], lightsOff: number | null) {
  if (lightsOff === null) return null;
  const lastShot = shots.findLast((at) => at < lightsOff);
  if (lastShot === undefined) return null;
  const peak = peakBetween(moisture, lastShot, Math.min(lastShot + PEAK_WINDOW_MS, lightsOff));
  return drop(peak, valueAt(moisture, lightsOff));
}
