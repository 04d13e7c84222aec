import type { ReactNode } from 'react';

/** A push-pin drawn inline: without an emoji font (the test Chromium has none) 📌 shows as a box. */
export function PinIcon({ filled = false }: { filled?: boolean }): ReactNode {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 4h6l-1 6 4 3v2H6v-2l4-3-1-6z" />
      <path d="M12 15v6" />
    </svg>
  );
}
