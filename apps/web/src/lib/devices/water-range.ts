import { waterStepFor, type WaterStep } from '@canopy/shared/water-steps';
import { DEVICE_TIME_ZONE } from '../dates';
import { fromWallTime } from './zoned-time';

export const WATER_RANGES = ['2h', '24h', '7d', 'custom'] as const;
export type WaterRange = (typeof WATER_RANGES)[number];
export type WaterPreset = Exclude<WaterRange, 'custom'>;

const HOUR_MS = 3_600_000;

/** The three fixed windows and their chart steps. */
export const WATER_PRESETS: Record<WaterPreset, { spanMs: number; step: WaterStep }> = {
  '2h': { spanMs: 2 * HOUR_MS, step: '1m' },
  '24h': { spanMs: 24 * HOUR_MS, step: '5m' },
  '7d': { spanMs: 7 * 24 * HOUR_MS, step: '15m' },
};

/** What the charts and the summary ask for: a preset that ends now, or a fixed custom window. */
export type WaterSelection =
  { kind: 'preset'; range: WaterPreset } | { kind: 'custom'; from: number; to: number };

export interface WaterWindow {
  from: number;
  to: number;
  step: WaterStep;
}

export function stepOf(selection: WaterSelection): WaterStep {
  return selection.kind === 'preset'
    ? WATER_PRESETS[selection.range].step
    : waterStepFor(selection.from, selection.to);
}

/** The concrete window at `nowMs`; presets slide with the clock, so each refetch moves them forward. */
export function resolveWindow(selection: WaterSelection, nowMs: number): WaterWindow {
  if (selection.kind === 'custom') return { from: selection.from, to: selection.to, step: stepOf(selection) };
  const { spanMs, step } = WATER_PRESETS[selection.range];
  return { from: nowMs - spanMs, to: nowMs, step };
}

/** Query-key part: presets by name (the window is computed at fetch time), custom ranges by their bounds. */
export const selectionKey = (selection: WaterSelection) =>
  selection.kind === 'preset' ? [selection.range] : ['custom', selection.from, selection.to];

export type CustomRangeCheck =
  { ok: true; selection: WaterSelection & { kind: 'custom' } } | { ok: false; reason: 'missing' | 'order' };

/** Both pickers filled, read in the device's time zone, start strictly before end. */
export function checkCustomRange(fromText: string, toText: string): CustomRangeCheck {
  const from = fromWallTime(fromText, DEVICE_TIME_ZONE);
  const to = fromWallTime(toText, DEVICE_TIME_ZONE);
  if (from === null || to === null) return { ok: false, reason: 'missing' };
  if (from >= to) return { ok: false, reason: 'order' };
  return { ok: true, selection: { kind: 'custom', from, to } };
}
