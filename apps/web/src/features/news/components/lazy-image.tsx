import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Image } from '@mantine/core';
import { IMAGE_LAZY_MARGIN_PX } from '@canopy/shared/constants';

export interface LazyImageProps {
  src: string;
  alt: string;
  height?: number;
}

/** Loads the image once it comes within IMAGE_LAZY_MARGIN_PX (100 px) of the viewport. */
export function LazyImage({ src, alt, height = 220 }: LazyImageProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${IMAGE_LAZY_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div ref={ref} style={{ minHeight: height }}>
      {visible ? <Image src={src} alt={alt} h={height} fit="cover" /> : null}
    </div>
  );
}
