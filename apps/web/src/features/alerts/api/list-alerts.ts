import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ALERTS_PAGE_SIZE_MAX } from '@canopy/shared/alerts';
import type { AlertPage, AlertsQuery } from '@canopy/shared/schemas/alerts';
import { apiRequest, lazySchema } from '../../../lib/api-client';
import { ALERT_POLL_MS, alertKeys } from '../../../lib/alerts/alert-keys';

const alertPageSchema = lazySchema(() =>
  import('@canopy/shared/schemas/alerts').then((m) => m.alertPageSchema),
);

function queryString(query: AlertsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page of GET /api/alerts: unresolved first, then newest; `nextCursor` continues it. */
export function listAlerts(query: AlertsQuery): Promise<AlertPage> {
  return apiRequest(`/alerts${queryString(query)}`, { schema: alertPageSchema });
}

/** Every unresolved alert: the bell's count, the cards' marks and the top of /alerts. */
export const useUnresolvedAlerts = (enabled = true) =>
  useQuery({
    queryKey: alertKeys.unresolved(),
    queryFn: () => listAlerts({ state: 'unresolved', limit: ALERTS_PAGE_SIZE_MAX }),
    select: (page) => page.items,
    refetchInterval: ALERT_POLL_MS,
    enabled,
  });

/** Alerts matching the filters, a page at a time ("Load more"). */
export const useAlertHistory = (filters: AlertsQuery) =>
  useInfiniteQuery({
    queryKey: alertKeys.history(filters),
    queryFn: ({ pageParam }) => listAlerts({ ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: ALERT_POLL_MS,
  });

/** One device's alerts, newest first after the unresolved ones. */
export const useDeviceAlerts = (deviceId: string, filters: AlertsQuery = {}) =>
  useQuery({
    queryKey: alertKeys.device(deviceId, filters),
    queryFn: () => listAlerts({ ...filters, deviceId }),
    select: (page) => page.items,
    refetchInterval: ALERT_POLL_MS,
  });

/**
 * A device page's alerts: every unresolved one (the server lists those first, and a device has at most one per
 * rule) and the most recent others. Its list and its charts' shading read this one query.
 */
export const useRecentDeviceAlerts = (deviceId: string) =>
  useDeviceAlerts(deviceId.toLowerCase(), { limit: ALERTS_PAGE_SIZE_MAX });
