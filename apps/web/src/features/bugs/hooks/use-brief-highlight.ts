import { useEffect, useState } from 'react';
import { BUG_HIGHLIGHT_MS } from '@canopy/shared/constants';

/**
 * True for BUG_HIGHLIGHT_MS after a recent change is first shown, and again after each new change
 * (`activity` is the time of the last change, so a new comment restarts it).
 */
export function useBriefHighlight(activity: string, recent: boolean): boolean {
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  useEffect(() => {
    if (!recent) return;
    const timer = setTimeout(() => setExpiredFor(activity), BUG_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [activity, recent]);
  return recent && expiredFor !== activity;
}
