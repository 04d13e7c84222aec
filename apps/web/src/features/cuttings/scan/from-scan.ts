import { useRouterState } from '@tanstack/react-router';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by the label scanner on the navigation it makes, so the cutting page can offer its quick actions. */
    fromScan?: boolean;
  }
}

/**
 * True when the current page was opened by scanning a label. The mark rides in the history entry, not the
 * URL, so a copied or bookmarked link never carries it.
 */
export const useOpenedFromScan = (): boolean =>
  useRouterState({ select: (state) => state.location.state.fromScan === true });
