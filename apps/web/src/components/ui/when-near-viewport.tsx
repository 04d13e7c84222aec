import type { ReactNode } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';

/** How far ahead of the scroll the part is drawn: about a third of a phone's screen. */
const AHEAD_PX = 300;

/**
 * Draws its children once the place they will take comes within AHEAD_PX of the viewport. For a part below
 * the fold that costs a long task to draw (a form with its validation and inputs): a page opened on a
 * phone does not pay for it before the reader scrolls to it. Until then an empty block of `minHeight`
 * holds its place, so the page's length hardly changes when it appears.
 */
export function WhenNearViewport({
  children,
  minHeight,
}: {
  children: ReactNode;
  minHeight: number;
}): ReactNode {
  const [ref, near] = useNearViewport<HTMLDivElement>(AHEAD_PX);
  return near ? children : <div ref={ref} style={{ minHeight }} />;
}
