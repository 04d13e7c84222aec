import type { QueryClient } from '@tanstack/react-query';
import { ALERT_SEVERITIES, ALERT_STATES } from '@canopy/shared/alerts';
import type { AlertPage } from '@canopy/shared/schemas/alerts';
import type { LiveAlertEvent } from '@canopy/shared/schemas/live-events';
import { alertKeys } from '../../../lib/alerts/alert-keys';

type Change = Pick<LiveAlertEvent, 'alertId' | 'state' | 'severity'>;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * The alert an `alert` event names, with its state and severity now; null for an event that does not say
 * (a server of an older version). Checked by hand: the bell mounts this, and zod stays out of its chunk.
 */
export function alertChangeOf(data: string): Change | null {
  try {
    const event = JSON.parse(data) as Record<string, unknown>;
    const { alertId, state, severity } = event;
    if (typeof alertId !== 'string' || !isOneOf(ALERT_STATES, state) || !isOneOf(ALERT_SEVERITIES, severity))
      return null;
    return { alertId, state, severity };
  } catch {
    return null;
  }
}

function patchPage(page: AlertPage, change: Change): AlertPage {
  if (!page.items.some((alert) => alert._id === change.alertId)) return page;
  return {
    ...page,
    items: page.items.map((alert) =>
      alert._id === change.alertId ? { ...alert, state: change.state, severity: change.severity } : alert,
    ),
  };
}

/**
 * Shows the change at once on every cached copy of the alert (the bell, /alerts, a device page), before
 * the refetch brings what the event does not carry (who acknowledged, the note, the worst value).
 */
export function patchCachedAlert(queryClient: QueryClient, change: Change): void {
  queryClient.setQueriesData<unknown>({ queryKey: alertKeys.all }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data;
    if ('items' in data) return patchPage(data as AlertPage, change);
    if ('pages' in data) {
      const pages = data as { pages: AlertPage[] };
      return { ...pages, pages: pages.pages.map((page) => patchPage(page, change)) };
    }
    return data;
  });
}
