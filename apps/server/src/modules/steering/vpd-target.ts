import { between, type Series } from './series.ts';

/** Of the buckets with VPD in a span, how many lay inside the target: the share of time in it. */
export interface TimeInTarget {
  inside: number;
  measured: number;
}

/** The buckets beginning in [from, to) with VPD, and those inside `target` (kPa, both ends included). */
export function vpdInTarget(
  vpd: Series,
  from: number,
  to: number,
  target: { min: number; max: number },
): TimeInTarget {
  let inside = 0;
  let measured = 0;
  for (const bucket of between(vpd, from, to)) {
    measured += 1;
    if (bucket.value >= target.min && bucket.value <= target.max) inside += 1;
  }
  return { inside, measured };
}

/** The share in percent; null with nothing measured. */
export const sharePct = ({ inside, measured }: TimeInTarget) =>
  measured === 0 ? null : (inside / measured) * 100;
