import type { ReactNode } from 'react';

/**
 * The navigation's icons, drawn inline so no icon font is needed. They are decoration: each link is named by
 * its text, which stays in the link (visually hidden while the side navigation is collapsed).
 */
const PATHS = {
  cuttings: (
    <>
      <path d="M12 21v-9" />
      <path d="M12 12C12 8 9 5 4 5c0 4 3 7 8 7z" />
      <path d="M12 14c0-3 2.5-6 7-6 0 3.5-2.5 6-7 6z" />
      <path d="M8 21h8" />
    </>
  ),
  strains: (
    <>
      <path d="M5 19C5 10 11 4 20 4c0 9-6 15-15 15z" />
      <path d="M5 19 14 10" />
    </>
  ),
  devices: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="2" />
      <path d="M10 10h4v4h-4zM9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
    </>
  ),
  alerts: (
    <>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z" />
      <path d="M10 21h4" />
    </>
  ),
  alertRules: (
    <>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </>
  ),
  compare: (
    <>
      <path d="M3 3v18h18" />
      <path d="m6 15 4-5 4 3 6-7" />
      <path d="m6 19 5-3 4 1 5-4" />
    </>
  ),
  tasks: (
    <>
      <path d="m4 6 2 2 3-3M4 13l2 2 3-3" />
      <path d="M12 7h8M12 14h8M12 20h8M5 20h2" />
    </>
  ),
  bugs: (
    <>
      <rect x="8" y="7" width="8" height="13" rx="4" />
      <path d="M9 7a3 3 0 0 1 6 0M12 11v9M4 10l4 2M20 10l-4 2M4 18l4-2M20 18l-4-2M3 14h5M16 14h5" />
    </>
  ),
  news: (
    <>
      <path d="M4 5h13v14H6a2 2 0 0 1-2-2z" />
      <path d="M17 9h3v8a2 2 0 0 1-2 2h-1M8 9h5M8 13h5M8 16h3" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>
  ),
  webhooks: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  tokens: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 9-9M16 7l3 3M18 5l2 2" />
    </>
  ),
  audit: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 2h6v4H9zM9 11h6M9 15h6M9 19h3" />
    </>
  ),
  trash: (
    <>
      <path d="M4 7h16M9 7V4h6v3M6 7l1 14h10l1-14" />
      <path d="M10 11v6M14 11v6" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  collapse: <path d="m15 6-6 6 6 6" />,
  expand: <path d="m9 6 6 6-6 6" />,
} satisfies Record<string, ReactNode>;

export type NavIconName = keyof typeof PATHS;

export function NavIcon({ name, size = 20 }: { name: NavIconName; size?: number }): ReactNode {
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
      // Chevrons point along the reading direction: mirrored in right-to-left layouts by the shell's CSS.
      data-icon={name}
    >
      {PATHS[name]}
    </svg>
  );
}
