import type { ReactNode } from 'react';

/**
 * Small inline icons, drawn so that no icon or emoji font is needed (the test Chromium has none). A status icon
 * always travels with a text label: never colour, nor an icon, alone.
 */
function Icon({
  children,
  size = 16,
  filled = false,
}: {
  children: ReactNode;
  size?: number;
  filled?: boolean;
}): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A triangle with "!": a warning, or a value outside its limits. */
export const WarningIcon = ({ size }: { size?: number }): ReactNode => (
  <Icon size={size}>
    <path d="M12 3 2 21h20L12 3z" />
    <path d="M12 10v5M12 18h.01" />
  </Icon>
);

/** An octagon with "!": critical. */
export const CriticalIcon = ({ size }: { size?: number }): ReactNode => (
  <Icon size={size}>
    <path d="M8 2h8l6 6v8l-6 6H8l-6-6V8z" />
    <path d="M12 7v6M12 16.5h.01" />
  </Icon>
);

export const CheckIcon = ({ size }: { size?: number }): ReactNode => (
  <Icon size={size}>
    <path d="m5 12 5 5 9-10" />
  </Icon>
);

export const BellIcon = ({ size }: { size?: number }): ReactNode => (
  <Icon size={size}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z" />
    <path d="M10 21h4" />
  </Icon>
);

/** An arrow up or down: a value above its max, or below its min. */
export const ArrowIcon = ({ up, size }: { up: boolean; size?: number }): ReactNode => (
  <Icon size={size}>{up ? <path d="M12 19V5M6 11l6-6 6 6" /> : <path d="M12 5v14M6 13l6 6 6-6" />}</Icon>
);

/** A padlock: a photo only staff see in full. */
export const LockIcon = ({ size = 18 }: { size?: number }): ReactNode => (
  <Icon size={size}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);

/** A push-pin, filled when pinned. */
export const PinIcon = ({ filled = false }: { filled?: boolean }): ReactNode => (
  <Icon size={18} filled={filled}>
    <path d="M9 4h6l-1 6 4 3v2H6v-2l4-3-1-6z" />
    <path d="M12 15v6" />
  </Icon>
);
