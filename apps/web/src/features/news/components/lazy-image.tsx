import type { ReactNode } from 'react';
import { Image } from '@mantine/core';
import { IMAGE_LAZY_MARGIN_PX } from '@canopy/shared/constants';
import { useNearViewport } from '../../../lib/use-near-viewport';

export interface LazyImageProps {
  src: string;
  alt: string;
  height?: number;
}

/** Loads the image once it comes within IMAGE_LAZY_MARGIN_PX (100 px) of the viewport. */
export function LazyImage({ src, alt, height = 220 }: LazyImageProps): ReactNode {
  const [ref, visible] = useNearViewport<HTMLDivElement>(IMAGE_LAZY_MARGIN_PX);
  return (
    <div ref={ref} style={{ minHeight: height }}>
      {visible ? <Image src={src} alt={alt} h={height} fit="cover" /> : null}
    </div>
  );
}
