import { useMemo } from 'react';
import { useNow } from '../use-now';
import { historyWindow, type HistorySelection, type HistoryWindow } from './history-range';

const MINUTE = 60_000;

/**
 * "Now" for a sliding range: the end of the current minute, so the queries keyed by it change once a minute
 * (not on every render) and what happened this minute (a note just added) is inside the range.
 */
export function useMinuteEnd(): number {
  // The clock is read every few seconds; the value changes only when a minute ends.
  return Math.ceil(useNow(5_000) / MINUTE) * MINUTE;
}

/** The range the page shows now: a preset ends with the current minute; a custom range is fixed. */
export function useHistoryWindow(selection: HistorySelection | null): HistoryWindow | null {
  const now = useMinuteEnd();
  return useMemo(() => (selection ? historyWindow(selection, now) : null), [selection, now]);
}
