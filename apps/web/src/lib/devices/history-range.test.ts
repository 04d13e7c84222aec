import { describe, expect, it } from 'vitest';
import { HISTORY_MAX_POINTS, bucketsIn } from '@canopy/shared/history-steps';
import { HISTORY_PRESETS, historySelectionKey, historyWindow, type HistoryPreset } from './history-range';

const NOW = Date.UTC(2026, 10, 27, 12, 0);
const DAY = 86_400_000;

describe('history ranges', () => {
  it('ends each preset now, with its own step, and keeps every preset under the point limit', () => {
    for (const range of Object.keys(HISTORY_PRESETS) as HistoryPreset[]) {
      const window = historyWindow({ kind: 'preset', range }, NOW);
      expect(window.to).toBe(NOW);
      expect(window.to - window.from).toBe(HISTORY_PRESETS[range].spanMs);
      expect(bucketsIn(window.from, window.to, window.step), range).toBeLessThanOrEqual(HISTORY_MAX_POINTS);
    }
    expect(historyWindow({ kind: 'preset', range: '1y' }, NOW).step).toBe('1d');
  });

  it('picks a custom range step by the water rule, and 1d past 60 days', () => {
    const custom = (days: number) =>
      historyWindow({ kind: 'custom', from: NOW - days * DAY, to: NOW }, 0).step;
    expect(custom(0.05)).toBe('1m');
    expect(custom(1)).toBe('5m');
    expect(custom(3)).toBe('15m');
    expect(custom(60)).toBe('1h');
    expect(custom(61)).toBe('1d');
  });

  it('keys presets by name and custom ranges by their bounds', () => {
    expect(historySelectionKey({ kind: 'preset', range: '7d' })).toEqual(['7d']);
    expect(historySelectionKey({ kind: 'custom', from: 1, to: 2 })).toEqual(['custom', 1, 2]);
  });
});
