import { between, type Series } from './series.ts';

/** The substrate EC (mS/cm) of a day: its first and last bucket in [from, to), and the change between. */
export interface EcTrend {
  start: number | null;
  end: number | null;
  trend: number | null;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The EC at the day's start and end (its first and last bucket with EC), rounded as the series are. */
export function ecTrend(ec: Series, from: number, to: number): EcTrend {
  const inDay = between(ec, from, to);
  if (inDay.length === 0) return { start: null, end: null, trend: null };
  const start = round3(inDay[0]!.value);
  const end = round3(inDay.at(-1)!.value);
  return { start, end, trend: round3(end - start) };
}
