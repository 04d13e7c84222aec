import type { AlertsQuery } from '@canopy/shared/schemas/alerts';

/**
 * Query keys of the alerts feature; an `alert` event on the stream invalidates `alertKeys.all`. Shared: a saved
 * or deleted alert rule (the alert-rules feature) may open or resolve alerts, so it invalidates them too.
 */
export const alertKeys = {
  all: ['alerts'] as const,
  unresolved: () => [...alertKeys.all, 'unresolved'] as const,
  history: (filters: AlertsQuery) => [...alertKeys.all, 'history', filters] as const,
  device: (deviceId: string, filters: AlertsQuery) =>
    [...alertKeys.all, 'device', deviceId, filters] as const,
};

/** Alerts change on the stream; polling is the fallback when it is down. */
export const ALERT_POLL_MS = 30_000;
