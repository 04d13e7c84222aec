import { useState } from 'react';

/**
 * Offline devices stay collapsed by default, but open by themselves when devices exist and none is online,
 * so the page never looks empty. Once the user clicks, their choice wins.
 */
export interface OfflineToggle {
  open: boolean;
  toggle: () => void;
}

export function useOfflineToggle(onlineCount: number, offlineCount: number): OfflineToggle {
  const [choice, setChoice] = useState<boolean | null>(null);
  const automatic = onlineCount === 0 && offlineCount > 0;
  const open = choice ?? automatic;
  return { open, toggle: () => setChoice(!open) };
}
