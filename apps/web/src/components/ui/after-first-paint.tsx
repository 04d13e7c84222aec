import { useEffect, useState, type ReactNode } from 'react';

/** However long the first frame takes (a hidden tab paints none), the wait ends this long after mounting. */
const LONGEST_WAIT_MS = 1000;

let firstPaintDone = false;

/**
 * False until the app's first screen has been painted, then true (at once for anything mounted later).
 * What the page does not need to paint (the shell's menus and indicators) waits for it, so its code is
 * fetched after the page, not before: on a slow phone network every request made before the page paints
 * delays that paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(firstPaintDone);
  useEffect(() => {
    if (painted) return;
    const done = (): void => {
      firstPaintDone = true;
      setPainted(true);
    };
    // A frame callback runs just before the browser paints; a task queued from it runs after that paint.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (task = setTimeout(done, 0)));
    const longest = setTimeout(done, LONGEST_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
      clearTimeout(longest);
    };
  }, [painted]);
  return painted;
}

/** Renders its children once the app's first screen has been painted (`useAfterFirstPaint`). */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}): ReactNode {
  return useAfterFirstPaint() ? children : fallback;
}
