import { historySelectionKey, type HistorySelection } from '../history-range';

/**
 * Query keys of the devices feature; invalidate `deviceKeys.all` after a refresh or a rename. A device's
 * reads hang under `device(id)` (a soil sensor's under `soilLatest(id)`), so a `device` live event that
 * invalidates those refreshes them all.
 */
export const deviceKeys = {
  all: ['devices'] as const,
  climateList: () => [...deviceKeys.all, 'climate'] as const,
  particleList: () => [...deviceKeys.all, 'particle'] as const,
  soilList: () => [...deviceKeys.all, 'soil'] as const,
  soilLatest: (id: string) => [...deviceKeys.all, 'soil', id] as const,
  waterList: () => [...deviceKeys.all, 'water'] as const,
  device: (id: string) => [...deviceKeys.all, 'device', id] as const,
  config: (id: string) => [...deviceKeys.all, 'device', id, 'config'] as const,
  history: (id: string) => [...deviceKeys.all, 'device', id, 'history'] as const,
  /** The last `hours` of a climate device (the compact list's sparkline), under its 24-hour history. */
  recentHistory: (id: string, hours: number) => [...deviceKeys.history(id), hours] as const,
  /** A climate device's series over a range: the device pages' charts and the comparison share it. */
  climateSeries: (id: string, selection: HistorySelection | null) =>
    [...deviceKeys.device(id), 'series', ...(selection ? historySelectionKey(selection) : [])] as const,
  soilSeries: (id: string, selection: HistorySelection | null) =>
    [...deviceKeys.soilLatest(id), 'series', ...(selection ? historySelectionKey(selection) : [])] as const,
  daily: (id: string, from: number, to: number) => [...deviceKeys.device(id), 'daily', from, to] as const,
  /** The stage bands of the plants in the device's rooms over a range, under the device as its annotations are. */
  stageBands: (id: string, from: number, to: number) =>
    [...deviceKeys.device(id), 'stage-bands', from, to] as const,
  commands: (id: string) => [...deviceKeys.all, 'device', id, 'commands'] as const,
  firmwareAll: () => [...deviceKeys.all, 'firmware'] as const,
  firmwareLatest: (deviceType: string) => [...deviceKeys.all, 'firmware', deviceType] as const,
};

/** Readings arrive every minute or so; polling pauses while the tab is hidden (TanStack Query default). */
export const DEVICE_POLL_MS = 30_000;
