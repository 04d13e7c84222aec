import { useMemo, useState } from 'react';
import type { WaterStep } from '@canopy/shared/water-steps';
import { DEVICE_TIME_ZONE } from '../../../lib/dates';
import {
  checkCustomRange,
  stepOf,
  WATER_PRESETS,
  type CustomRangeCheck,
  type WaterRange,
  type WaterSelection,
} from '../../../lib/devices/water-range';
import { toWallTime } from '../../../lib/devices/zoned-time';

export interface WaterRangeState {
  range: WaterRange;
  setRange: (range: WaterRange) => void;
  fromText: string;
  toText: string;
  setFromText: (text: string) => void;
  setToText: (text: string) => void;
  /** The custom pickers' verdict; always ok for a preset. */
  check: CustomRangeCheck | { ok: true };
  /** What to chart, or null while the custom range is invalid. */
  selection: WaterSelection | null;
  step: WaterStep | null;
}

const DEFAULT_RANGE: WaterRange = '24h';

/** The range buttons' state; custom starts on the last 24 hours so the pickers are never empty. */
export function useWaterRange(): WaterRangeState {
  const [range, setRangeState] = useState<WaterRange>(DEFAULT_RANGE);
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');

  const setRange = (next: WaterRange) => {
    if (next === 'custom' && fromText === '' && toText === '') {
      const now = Date.now();
      setFromText(toWallTime(now - WATER_PRESETS['24h'].spanMs, DEVICE_TIME_ZONE));
      setToText(toWallTime(now, DEVICE_TIME_ZONE));
    }
    setRangeState(next);
  };

  const derived = useMemo(() => {
    if (range !== 'custom') {
      const selection: WaterSelection = { kind: 'preset', range };
      return { check: { ok: true } as const, selection, step: stepOf(selection) };
    }
    const check = checkCustomRange(fromText, toText);
    return check.ok
      ? { check, selection: check.selection, step: stepOf(check.selection) }
      : { check, selection: null, step: null };
  }, [range, fromText, toText]);

  return { range, setRange, fromText, toText, setFromText, setToText, ...derived };
}
