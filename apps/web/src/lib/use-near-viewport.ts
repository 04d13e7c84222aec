import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element behind the returned ref has come within `marginPx` of the viewport; once true it
 * stays true. Where the browser has no IntersectionObserver it is true at once.
 */
export function useNearViewport<E extends Element>(marginPx: number): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, marginPx]);

  return [ref, near];
}
