import { describe, expect, it } from 'vitest';
import { moistureShots } from './moisture-shots.ts';

const FIVE = 5 * 60_000;
const T0 = Date.parse('2026-05-12T06:00:00.000Z');
/** A probe's 5-minute buckets from T0. */
const buckets = (values: (number | null)[]) => values.map((moisture, i) => ({ ts: T0 + i * FIVE, moisture }));

describe('irrigation shots from soil moisture steps', () => {
  it('finds a rise of 3 points within 10 minutes, once however many buckets it climbs through', () => {
    // 40 -> 43.2 over two buckets (10 minutes), on up to 47; later 44.5 -> 48 in one bucket.
    const shots = moistureShots(buckets([40, 40, 41.5, 43.2, 45, 47, 46.5, 46, 45.5, 45, 44.5, 48, 47.8]));
    expect(shots).toEqual([T0 + 2 * FIVE, T0 + 11 * FIVE]);
  });

  it('takes 2.5-point wobbles, slow rises and rises across a gap in the data for no shot', () => {
    expect(moistureShots(buckets([40, 42.5, 40, 42.5, 40.1, 42.6]))).toEqual([]);
    // 3.6 points over 15 minutes: never 3 within 10.
    expect(moistureShots(buckets([40, 41.2, 42.4, 43.6]))).toEqual([]);
    expect(moistureShots(buckets([40, null, null, 45]))).toEqual([]);
  });
});
