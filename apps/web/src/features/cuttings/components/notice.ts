import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_HIDE_MS } from '@canopy/shared/constants';

export interface Notice {
  ok: boolean;
  text: string;
}

/** A result message that hides itself after 3 seconds, like every command message. */
export function useNotice(hideAfterMs: number | null = MESSAGE_HIDE_MS) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: Notice) => {
      clearTimeout(timer.current);
      setNotice(next);
      if (hideAfterMs !== null) timer.current = setTimeout(() => setNotice(null), hideAfterMs);
    },
    [hideAfterMs],
  );
  return { notice, show, clear: useCallback(() => setNotice(null), []) };
}
