import type { ReactNode } from 'react';

// Its own module, without any icon's path data: the shell's navigation icons (a sprite) use it in the
// first paint, which must not carry the inline icons of icons.tsx.

/**
 * The svg every icon is drawn in: stroked in the text's colour, hidden from screen readers and never focused.
 * Without a viewBox where the drawing is a sprite's symbol, which brings its own; `icon` names it for the CSS.
 */
export function IconSvg({
  children,
  size,
  filled = false,
  viewBox,
  icon,
}: {
  children: ReactNode;
  size: number;
  filled?: boolean;
  viewBox?: string;
  icon?: string;
}): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      viewBox={viewBox}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={icon}
    >
      {children}
    </svg>
  );
}
