import { historyStepFor, type HistoryStep } from '@canopy/shared/history-steps';

/** The ranges of the climate and soil pages; 24 h stays the default. */
export const HISTORY_RANGES = ['2h', '24h', '7d', '30d', '1y', 'custom'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export type HistoryPreset = Exclude<HistoryRange, 'custom'>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Each fixed range's length and chart step: about 100-700 points, so a phone draws them at once. */
export const HISTORY_PRESETS: Record<HistoryPreset, { spanMs: number; step: HistoryStep }> = {
  '2h': { spanMs: 2 * HOUR_MS, step: '1m' },
  '24h': { spanMs: DAY_MS, step: '5m' },
  '7d': { spanMs: 7 * DAY_MS, step: '15m' },
  '30d': { spanMs: 30 * DAY_MS, step: '1h' },
  '1y': { spanMs: 365 * DAY_MS, step: '1d' },
};

/** What the charts ask for: a preset that ends now, or a fixed custom window. */
export type HistorySelection =
  { kind: 'preset'; range: HistoryPreset } | { kind: 'custom'; from: number; to: number };

export interface HistoryWindow {
  from: number;
  to: number;
  step: HistoryStep;
}

/** The concrete window at `nowMs`; presets slide with the clock, so each refetch moves them forward. */
export function historyWindow(selection: HistorySelection, nowMs: number): HistoryWindow {
  if (selection.kind === 'custom') {
    return { from: selection.from, to: selection.to, step: historyStepFor(selection.from, selection.to) };
  }
  const { spanMs, step } = HISTORY_PRESETS[selection.range];
  return { from: nowMs - spanMs, to: nowMs, step };
}

/** Query-key part: presets by name (the window is computed at fetch time), custom ranges by their bounds. */
export const historySelectionKey = (selection: HistorySelection) =>
  selection.kind === 'preset' ? [selection.range] : ['custom', selection.from, selection.to];
