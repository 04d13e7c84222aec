import { describe, expect, it } from 'vitest';
import { lightSwitches } from './light-switches.ts';

const FIVE = 5 * 60_000;
const T0 = Date.parse('2026-05-12T00:00:00.000Z');
const at = (hhmm: string) => T0 + (+hhmm.slice(0, 2) * 60 + +hhmm.slice(3, 5)) * 60_000;

/** 5-minute buckets of a day from T0, each lit for its share of the spans given (`HH:MM`, end excluded). */
function day(lit: [string, string][]) {
  return Array.from({ length: 288 }, (_, i) => {
    const ts = T0 + i * FIVE;
    const on = lit.reduce(
      (sum, [a, b]) => sum + Math.max(0, Math.min(ts + FIVE, at(b)) - Math.max(ts, at(a))),
      0,
    );
    return { ts, light: on / FIVE };
  });
}

describe('light switches', () => {
  it("places a switch inside its bucket by the bucket's share of light", () => {
    expect(lightSwitches(day([['06:02', '18:04']]), FIVE)).toEqual({
      rises: [at('06:02')],
      falls: [at('18:04')],
      dataEnd: T0 + 288 * FIVE,
    });
    // A switch early in a bucket leaves it mostly lit: it is still placed where it happened.
    expect(lightSwitches(day([['06:01', '18:01']]), FIVE).rises).toEqual([at('06:01')]);
    expect(lightSwitches(day([['06:04', '18:04']]), FIVE).rises).toEqual([at('06:04')]);
  });

  it('takes a lamp checked at night and a breaker tripped at noon for no switch', () => {
    const switches = lightSwitches(
      day([
        ['02:00', '02:10'],
        ['06:00', '12:00'],
        ['12:20', '18:00'],
      ]),
      FIVE,
    );
    expect(switches.rises).toEqual([at('06:00')]);
    expect(switches.falls).toEqual([at('18:00')]);
  });

  it('goes on across a gap in the data, and knows nothing without any', () => {
    const buckets = day([['06:00', '18:00']]).filter((b) => b.ts < at('10:00') || b.ts >= at('11:00'));
    expect(lightSwitches(buckets, FIVE).rises).toEqual([at('06:00')]);
    expect(lightSwitches([], FIVE)).toEqual({ rises: [], falls: [], dataEnd: null });
    expect(lightSwitches([{ ts: T0, light: null }], FIVE).dataEnd).toBeNull();
  });
});
