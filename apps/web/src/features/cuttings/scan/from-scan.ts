import { useRouterState } from '@tanstack/react-router';
import { carriesLabelMark } from '@canopy/shared/label-address';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by the label scanner on the navigation it makes, so the cutting page can offer its quick actions. */
    fromScan?: boolean;
  }
}

/**
 * True when the current page was opened by scanning a label. The in-app scanner's mark rides in the
 * history entry, not the URL, so a link copied within the app never carries it. A phone's own camera app
 * can only open the address, so a printed label carries its own mark there (`?via=label`); labels printed
 * before it open the page without one.
 */
export const useOpenedFromScan = (): boolean =>
  useRouterState({
    select: ({ location }) =>
      location.state.fromScan === true || carriesLabelMark(location.search as Record<string, unknown>),
  });
