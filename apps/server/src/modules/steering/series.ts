/*
 * A room's 5-minute buckets of one value, and what steering asks of them: the value at an instant, just
 * before it, and the buckets of a span.
 */

/** A room's 5-minute buckets of one value (moisture %, EC), oldest first, each with a value. */
export type Series = readonly { ts: number; value: number }[];

export const BUCKET_MS = 5 * 60_000;
/** A value "at" an instant is the last bucket begun within this before it: older data says nothing. */
const LOOKBACK_MS = 30 * 60_000;

/** The index of the last bucket beginning at or before `t`, -1 for none (binary search). */
function lastAtOrBefore(series: Series, t: number): number {
  let lo = 0;
  let hi = series.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (series[mid]!.ts <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The value of the bucket holding `t`, or the last one before it within LOOKBACK_MS; null for none. */
export function valueAt(series: Series, t: number): number | null {
  const i = lastAtOrBefore(series, t);
  return i >= 0 && t - series[i]!.ts <= LOOKBACK_MS ? series[i]!.value : null;
}

/** The value of the last bucket wholly before `t` (its end at or before), within LOOKBACK_MS. */
export const valueBefore = (series: Series, t: number) => valueAt(series, t - BUCKET_MS);

/**
 * The buckets `valueAt(series, t)` and `valueBefore(series, t)` read: those beginning in these spans. A
 * series of only those buckets gives both the same value.
 */
export const readAt = (t: number) => ({ from: t - LOOKBACK_MS, to: t + 1 });
export const readBefore = (t: number) => readAt(t - BUCKET_MS);

/** Spans in time order with those that overlap or touch joined. */
export function joinSpans(spans: readonly { from: number; to: number }[]) {
  const joined: { from: number; to: number }[] = [];
  for (const span of [...spans].sort((a, b) => a.from - b.from)) {
    const last = joined.at(-1);
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else joined.push({ ...span });
  }
  return joined;
}

/** The buckets beginning in [from, to). */
export function between(series: Series, from: number, to: number): Series {
  const first = lastAtOrBefore(series, from - 1) + 1;
  const end = lastAtOrBefore(series, to - 1) + 1;
  return series.slice(first, Math.max(first, end));
}
