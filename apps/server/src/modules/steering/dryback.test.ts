import { describe, expect, it } from 'vitest';
import { dayDryback, overnightDryback } from './dryback.ts';
import { BUCKET_MS, type Series } from './series.ts';

const at = (iso: string) => Date.parse(iso);

/** 5-minute buckets from the first knot to the last, the moisture straight between them. */
function moisture(knots: [string, number][]): Series {
  const points = knots.map(([iso, value]) => ({ ts: at(iso), value }));
  const series: { ts: number; value: number }[] = [];
  for (let ts = points[0]!.ts; ts <= points.at(-1)!.ts; ts += BUCKET_MS) {
    const next = points.findIndex((p) => p.ts >= ts);
    const b = points[next]!;
    const a = points[Math.max(0, next - 1)]!;
    const value = b.ts === a.ts ? b.value : a.value + ((b.value - a.value) * (ts - a.ts)) / (b.ts - a.ts);
    series.push({ ts, value });
  }
  return series;
}

describe('dryback', () => {
  // Lights off 18:00, on 06:00; the first shot at 07:00, the last at 15:00 (its peak 15:20).
  const slab = moisture([
    ['2026-05-11T17:00:00.000Z', 47],
    ['2026-05-11T18:00:00.000Z', 45],
    ['2026-05-12T06:55:00.000Z', 38.7],
    ['2026-05-12T07:10:00.000Z', 48],
    ['2026-05-12T15:00:00.000Z', 44],
    ['2026-05-12T15:20:00.000Z', 52.3],
    ['2026-05-12T18:00:00.000Z', 47.1],
    ['2026-05-12T19:00:00.000Z', 46.5],
  ]);

  it('overnight: moisture at the last lights-off minus moisture before the first shot, over the former', () => {
    // By hand: (45 - 38.7) / 45 x 100 = 14.0.
    const pct = overnightDryback(slab, at('2026-05-11T18:00:00.000Z'), at('2026-05-12T07:00:00.000Z'));
    expect(Math.abs(pct! - 14.0)).toBeLessThanOrEqual(0.5);
  });

  it('day: the peak of the last shot before lights-off minus moisture at lights-off, over the former', () => {
    // By hand: (52.3 - 47.1) / 52.3 x 100 = 9.94; the shot in the night after lights-off does not count.
    const shots = ['2026-05-12T07:00:00.000Z', '2026-05-12T15:00:00.000Z', '2026-05-12T23:00:00.000Z'].map(
      at,
    );
    const pct = dayDryback(slab, shots, at('2026-05-12T18:00:00.000Z'));
    expect(Math.abs(pct! - 9.94)).toBeLessThanOrEqual(0.5);
  });

  it('is null without a lights-off, a shot before it, or readings near them', () => {
    const first = at('2026-05-12T07:00:00.000Z');
    expect(overnightDryback(slab, null, first)).toBeNull();
    expect(overnightDryback(slab, at('2026-05-11T18:00:00.000Z'), null)).toBeNull();
    // Nothing read within half an hour of the lights-off.
    expect(overnightDryback(slab, at('2026-05-11T12:00:00.000Z'), first)).toBeNull();
    expect(dayDryback(slab, [at('2026-05-12T18:30:00.000Z')], at('2026-05-12T18:00:00.000Z'))).toBeNull();
    expect(dayDryback(slab, [first], null)).toBeNull();
  });
});
