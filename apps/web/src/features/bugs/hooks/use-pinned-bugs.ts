import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Pins live only in this browser: the pinned bug ids, a JSON array under this key. */
export const PINS_STORAGE_KEY = 'pinnedBugs';

const listeners = new Set<() => void>();

function parsePins(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // A hand-edited or corrupt value is treated as no pins rather than breaking the page.
    return [];
  }
}

export function readPins(): string[] {
  return parsePins(localStorage.getItem(PINS_STORAGE_KEY));
}

function writePins(pins: string[]): void {
  localStorage.setItem(PINS_STORAGE_KEY, JSON.stringify(pins));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === PINS_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface PinnedBugs {
  pins: string[];
  isPinned: (id: string) => boolean;
  toggle: (id: string) => void;
  unpin: (id: string) => void;
  /**
   * Drops the pins of bugs that no longer exist or are closed: of the pins `sent` with a list's first page,
   * those the server did not name `live` (a pin made since stays).
   */
  clean: (sent: readonly string[], live: readonly string[]) => void;
}

/** Pins live in the browser only; every component using this hook sees the same list. */
export function usePinnedBugs(): PinnedBugs {
  // The raw string is the snapshot: it is stable between writes, unlike a freshly parsed array.
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(PINS_STORAGE_KEY));
  const pins = useMemo(() => parsePins(raw), [raw]);
  const isPinned = useCallback((id: string) => pins.includes(id), [pins]);
  const toggle = useCallback((id: string) => {
    const current = readPins();
    writePins(current.includes(id) ? current.filter((pin) => pin !== id) : [...current, id]);
  }, []);
  const unpin = useCallback((id: string) => writePins(readPins().filter((pin) => pin !== id)), []);
  const clean = useCallback((sent: readonly string[], live: readonly string[]) => {
    const current = readPins();
    const kept = current.filter((id) => !sent.includes(id) || live.includes(id));
    if (kept.length !== current.length) writePins(kept);
  }, []);
  return { pins, isPinned, toggle, unpin, clean };
}
