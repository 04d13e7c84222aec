import { useCallback, useState } from 'react';

/** Which days show their shots: each opened and closed on its own, by its date. */
export function useOpenDays() {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (date: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(date)) next.add(date);
        return next;
      }),
    [],
  );
  return { isOpen: (date: string) => open.has(date), toggle };
}

export type OpenDays = ReturnType<typeof useOpenDays>;
