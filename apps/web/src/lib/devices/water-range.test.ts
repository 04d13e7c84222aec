import { describe, expect, it } from 'vitest';
import { checkCustomRange, resolveWindow, selectionKey, stepOf } from './water-range';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 21, 12, 0);

describe('water chart windows', () => {
  it.each([
    ['2h', 2 * HOUR, '1m'],
    ['24h', 24 * HOUR, '5m'],
    ['7d', 7 * 24 * HOUR, '15m'],
  ] as const)('%s ends now, spans its window and uses the %s step', (range, span, step) => {
    const window = resolveWindow({ kind: 'preset', range }, NOW);
    expect(window).toEqual({ from: NOW - span, to: NOW, step });
  });

  it('keeps the 15-minute step for 7 days although the custom rule would pick 1 hour', () => {
    const custom = stepOf({ kind: 'custom', from: NOW - 7 * 24 * HOUR, to: NOW });
    expect(custom).toBe('1h');
    expect(stepOf({ kind: 'preset', range: '7d' })).toBe('15m');
  });

  it.each([
    [5 * HOUR, '1m'], // 1 minute per point exactly
    [5 * HOUR + 60_000, '5m'],
    [25 * HOUR, '5m'],
    [75 * HOUR, '15m'],
    [76 * HOUR, '1h'],
  ] as const)('a custom span of %i ms divides into 300 points at the %s step', (span, step) => {
    expect(resolveWindow({ kind: 'custom', from: NOW - span, to: NOW }, 0)).toEqual({
      from: NOW - span,
      to: NOW,
      step,
    });
  });

  it('keys presets by name and custom ranges by their bounds', () => {
    expect(selectionKey({ kind: 'preset', range: '2h' })).toEqual(['2h']);
    expect(selectionKey({ kind: 'custom', from: 1, to: 2 })).toEqual(['custom', 1, 2]);
  });
});

describe('checkCustomRange', () => {
  it('reads both pickers in Asia/Jerusalem time', () => {
    // 21 November is winter time, UTC+2.
    expect(checkCustomRange('2026-11-21T08:00', '2026-11-21T14:30')).toEqual({
      ok: true,
      selection: { kind: 'custom', from: Date.UTC(2026, 10, 21, 6, 0), to: Date.UTC(2026, 10, 21, 12, 30) },
    });
  });

  it('asks for both values when one is empty or incomplete', () => {
    expect(checkCustomRange('', '2026-11-21T14:30')).toEqual({ ok: false, reason: 'missing' });
    expect(checkCustomRange('2026-11-21', '2026-11-21T14:30')).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses a start at or after the end', () => {
    expect(checkCustomRange('2026-11-21T14:30', '2026-11-21T14:30')).toEqual({ ok: false, reason: 'order' });
    expect(checkCustomRange('2026-11-22T00:00', '2026-11-21T14:30')).toEqual({ ok: false, reason: 'order' });
  });
});
