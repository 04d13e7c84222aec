import { useMemo, useState } from 'react';
import { historyStepFor, type HistoryStep } from '@canopy/shared/history-steps';
import { DEVICE_TIME_ZONE } from '../dates';
import { checkCustomRange, type CustomRangeCheck } from './water-range';
import { toWallTime } from './zoned-time';
import { HISTORY_PRESETS, type HistoryRange, type HistorySelection } from './history-range';

export interface HistoryRangeState {
  range: HistoryRange;
  setRange: (range: HistoryRange) => void;
  fromText: string;
  toText: string;
  setFromText: (text: string) => void;
  setToText: (text: string) => void;
  /** The custom pickers' verdict; always ok for a preset. */
  check: CustomRangeCheck | { ok: true };
  /** What to chart, or null while the custom range is invalid. */
  selection: HistorySelection | null;
  step: HistoryStep | null;
}

/** The range buttons' state; custom starts on the last 24 hours so its pickers are never empty. */
export function useHistoryRange(): HistoryRangeState {
  const [range, setRangeState] = useState<HistoryRange>('24h');
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');

  const setRange = (next: HistoryRange) => {
    if (next === 'custom' && fromText === '' && toText === '') {
      const now = Date.now();
      setFromText(toWallTime(now - HISTORY_PRESETS['24h'].spanMs, DEVICE_TIME_ZONE));
      setToText(toWallTime(now, DEVICE_TIME_ZONE));
    }
    setRangeState(next);
  };

  const derived = useMemo(() => {
    if (range !== 'custom') {
      const selection: HistorySelection = { kind: 'preset', range };
      return { check: { ok: true } as const, selection, step: HISTORY_PRESETS[range].step };
    }
    const check = checkCustomRange(fromText, toText);
    if (!check.ok) return { check, selection: null, step: null };
    const selection: HistorySelection = check.selection;
    return { check, selection, step: historyStepFor(check.selection.from, check.selection.to) };
  }, [range, fromText, toText]);

  return { range, setRange, fromText, toText, setFromText, setToText, ...derived };
}
