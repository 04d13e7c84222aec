import { useMemo, useState } from 'react';
import { historyStepFor } from '@canopy/shared/history-steps';
import { DEVICE_TIME_ZONE } from '../../../lib/dates';
import { checkCustomRange } from '../../../lib/devices/water-range';
import { toWallTime } from '../../../lib/devices/zoned-time';
import type { CompareSearch } from './compare-search';
import {
  HISTORY_PRESETS,
  type HistoryPreset,
  type HistoryRange,
  type HistorySelection,
} from '../../../lib/devices/history-range';
import type { HistoryRangeState } from '../../../lib/devices/use-history-range';

type RangeSearch = Pick<CompareSearch, 'range' | 'from' | 'to'>;

const isPreset = (value: string | undefined): value is HistoryPreset =>
  value !== undefined && Object.hasOwn(HISTORY_PRESETS, value);

/** The range the URL names: a custom window when it has one, else its preset, else the default 24 hours. */
export function selectionOfSearch(search: RangeSearch): HistorySelection {
  if (search.from !== undefined && search.to !== undefined && search.from < search.to) {
    return { kind: 'custom', from: search.from, to: search.to };
  }
  return { kind: 'preset', range: isPreset(search.range) ? search.range : '24h' };
}

/** The URL's range params of a selection; 24 hours, the default, leaves them all out. */
export function searchOfSelection(selection: HistorySelection): RangeSearch {
  if (selection.kind === 'custom') return { range: undefined, from: selection.from, to: selection.to };
  return { range: selection.range === '24h' ? undefined : selection.range, from: undefined, to: undefined };
}

const keyOf = (selection: HistorySelection) =>
  selection.kind === 'custom' ? `${selection.from}-${selection.to}` : selection.range;

interface Texts {
  fromText: string;
  toText: string;
  /** The URL range the texts were last lined up with. */
  source: string;
}

const textsOf = (selection: HistorySelection): Texts =>
  selection.kind === 'custom'
    ? {
        fromText: toWallTime(selection.from, DEVICE_TIME_ZONE),
        toText: toWallTime(selection.to, DEVICE_TIME_ZONE),
        source: keyOf(selection),
      }
    : { fromText: '', toText: '', source: keyOf(selection) };

/**
 * `useHistoryRange` kept in the URL, so a comparison can be bookmarked: the range buttons write `range`, a
 * valid custom window writes `from` and `to` (epoch ms). The custom pickers' text stays local while it is
 * being typed and is not a valid range; a range the URL changes on its own (back, a shared link) resets it.
 */
export function useCompareRange(
  search: RangeSearch,
  onChange: (next: RangeSearch) => void,
): HistoryRangeState {
  const urlSelection = useMemo(() => selectionOfSearch(search), [search]);
  const [texts, setTexts] = useState<Texts>(() => textsOf(urlSelection));
  if (texts.source !== keyOf(urlSelection)) {
    // Adjusting state while rendering (React's documented pattern): the pickers follow the URL's window,
    // unless their own text already reads as that window (the URL changed because of it).
    const own = checkCustomRange(texts.fromText, texts.toText);
    const same =
      urlSelection.kind === 'custom' &&
      own.ok &&
      own.selection.from === urlSelection.from &&
      own.selection.to === urlSelection.to;
    const next =
      same || urlSelection.kind === 'preset'
        ? { ...texts, source: keyOf(urlSelection) }
        : textsOf(urlSelection);
    setTexts(next);
  }
  const range: HistoryRange = urlSelection.kind === 'custom' ? 'custom' : urlSelection.range;

  const setRange = (next: HistoryRange) => {
    if (next !== 'custom') {
      onChange(searchOfSelection({ kind: 'preset', range: next }));
      return;
    }
    // As on the device pages, custom starts on the last 24 hours unless the pickers already hold a range.
    let own = checkCustomRange(texts.fromText, texts.toText);
    if (!own.ok) {
      const now = Date.now();
      const filled = {
        fromText: toWallTime(now - HISTORY_PRESETS['24h'].spanMs, DEVICE_TIME_ZONE),
        toText: toWallTime(now, DEVICE_TIME_ZONE),
      };
      own = checkCustomRange(filled.fromText, filled.toText);
      setTexts({ ...filled, source: texts.source });
    }
    if (own.ok) onChange(searchOfSelection(own.selection));
  };

  const setText = (which: 'fromText' | 'toText', value: string) => {
    const edited = { ...texts, [which]: value };
    setTexts(edited);
    const own = checkCustomRange(edited.fromText, edited.toText);
    if (own.ok) onChange(searchOfSelection(own.selection));
  };

  const derived = useMemo(() => {
    if (range !== 'custom') {
      const selection: HistorySelection = { kind: 'preset', range };
      return { check: { ok: true } as const, selection, step: HISTORY_PRESETS[range].step };
    }
    const check = checkCustomRange(texts.fromText, texts.toText);
    if (!check.ok) return { check, selection: null, step: null };
    const selection: HistorySelection = check.selection;
    return { check, selection, step: historyStepFor(check.selection.from, check.selection.to) };
  }, [range, texts.fromText, texts.toText]);

  return {
    range,
    setRange,
    fromText: texts.fromText,
    toText: texts.toText,
    setFromText: (value) => setText('fromText', value),
    setToText: (value) => setText('toText', value),
    ...derived,
  };
}
