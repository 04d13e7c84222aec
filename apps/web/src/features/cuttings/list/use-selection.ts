import { useCallback, useMemo, useState } from 'react';

export interface Selection {
  /** The chosen ids, in the order they were chosen. */
  ids: readonly string[];
  has: (id: string) => boolean;
  toggle: (id: string, chosen: boolean) => void;
  /** Chooses, or lets go of, all of `ids` at once ("select all on the page"). */
  setAll: (ids: readonly string[], chosen: boolean) => void;
  clear: () => void;
}

/** Cuttings ticked in a list, kept while the list pages, searches or changes its view. */
export function useSelection(): Selection {
  const [ids, setIds] = useState<readonly string[]>([]);
  const chosen = useMemo(() => new Set(ids), [ids]);
  const setAll = useCallback((some: readonly string[], on: boolean) => {
    setIds((current) => {
      if (!on) {
        const dropped = new Set(some);
        return current.filter((id) => !dropped.has(id));
      }
      const present = new Set(current);
      return [...current, ...some.filter((id) => !present.has(id))];
    });
  }, []);
  return useMemo(
    () => ({
      ids,
      has: (id: string) => chosen.has(id),
      toggle: (id: string, on: boolean) => setAll([id], on),
      setAll,
      clear: () => setIds([]),
    }),
    [ids, chosen, setAll],
  );
}
