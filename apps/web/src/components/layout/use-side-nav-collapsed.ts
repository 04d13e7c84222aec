import { useCallback, useState } from 'react';

export const SIDE_NAV_COLLAPSED_KEY = 'canopy.sideNav.collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDE_NAV_COLLAPSED_KEY) === 'true';
  } catch {
    return false; // storage refused (a private window): expanded, and the choice lasts this visit only
  }
}

/** Whether the desktop side navigation is collapsed to its icons; the choice is remembered in this browser. */
export function useSideNavCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      const next = !previous;
      try {
        localStorage.setItem(SIDE_NAV_COLLAPSED_KEY, String(next));
      } catch {
        // not stored: it still applies until the page is left
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
