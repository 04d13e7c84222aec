import { describe, expect, it } from 'vitest';
import { sharePct, vpdInTarget } from './vpd-target.ts';

const FIVE = 5 * 60_000;

describe('VPD time in target', () => {
  it('counts the buckets of the span inside the target, both ends included', () => {
    const vpd = [1.1, 1.2, 1.35, 1.5, 1.6, 1.3].map((value, i) => ({ ts: i * FIVE, value }));
    const time = vpdInTarget(vpd, 0, 5 * FIVE, { min: 1.2, max: 1.5 });
    // The sixth bucket is outside the span.
    expect(time).toEqual({ inside: 3, measured: 5 });
    expect(sharePct(time)).toBe(60);
    expect(sharePct(vpdInTarget(vpd, 10 * FIVE, 12 * FIVE, { min: 1.2, max: 1.5 }))).toBeNull();
  });
});
