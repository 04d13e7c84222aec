import { useCallback, useState } from 'react';

/** How a cutting is named on cards and rows. */
export const DISPLAY_MODES = ['name', 'code', 'both'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** The view toggle cycles in this order and starts again. */
export const VIEW_MODES = ['table', 'medium', 'large'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const nextViewMode = (mode: ViewMode): ViewMode =>
  VIEW_MODES[(VIEW_MODES.indexOf(mode) + 1) % VIEW_MODES.length] ?? 'table';

function read<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const stored = localStorage.getItem(key);
    return allowed.includes(stored as T) ? (stored as T) : fallback;
  } catch {
    return fallback;
  }
}

/** A choice kept in localStorage, so the page opens the way the gardener left it. */
export function useStoredChoice<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, allowed, fallback));
  const store = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // Private mode or a full quota: the choice simply lasts for this visit.
      }
    },
    [key],
  );
  return [value, store];
}

export const STORAGE_KEYS = {
  displayMode: 'canopy.cuttings.displayMode',
  viewMode: 'canopy.cuttings.viewMode',
  adminDisplayMode: 'canopy.cuttingsAdmin.displayMode',
  labelSize: 'canopy.cuttings.labelSize',
} as const;
