import type { ReactNode } from 'react';

/** Small inline icons that travel with a text label (never colour alone); drawn, so no emoji font is needed. */
function Icon({ children, size = 16 }: { children: ReactNode; size?: number }): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
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
