import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a second pass after it first appears. React splits that pass into short
 * slices and yields to the browser between them, so mounting a large subtree (a page, a list that just
 * arrived) is many short tasks instead of one long one that blocks input. Later updates render at once.
 */
export function Deferred({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}): ReactNode {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
