import { useMemo } from 'react';
import { useNow } from '../../../lib/use-now';
import { historyWindow, type HistorySelection, type HistoryWindow } from './history-range';

const MINUTE = 60_000;

/**
 * The range the page shows now: a preset ends at the current minute (rounded, so the queries keyed by it
 * change once a minute, not on every render); a custom range is fixed. Null while the custom range is invalid.
 */
export function useHistoryWindow(selection: HistorySelection | null): HistoryWindow | null {
  const now = Math.floor(useNow(MINUTE) / MINUTE) * MINUTE;
  return useMemo(() => (selection ? historyWindow(selection, now) : null), [selection, now]);
}
