import { describe, expect, it } from 'vitest';
import { ecTrend } from './ec-trend.ts';

const FIVE = 5 * 60_000;

describe('substrate EC trend', () => {
  it("is the day's first and last EC and the change between them", () => {
    const ec = [2.4, 2.1, 2.25, 2.6, 3.0].map((value, i) => ({ ts: i * FIVE, value }));
    expect(ecTrend(ec, FIVE, 4 * FIVE)).toEqual({ start: 2.1, end: 2.6, trend: 0.5 });
    expect(ecTrend(ec, 10 * FIVE, 20 * FIVE)).toEqual({ start: null, end: null, trend: null });
  });
});
