import { useEffect, useState } from 'react';

/**
 * The current time in ms, refreshed every `intervalMs`. Time-window marks ('new', 'recently changed')
 * read the clock through this hook so they expire on screen and tests can drive them with fake timers.
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
