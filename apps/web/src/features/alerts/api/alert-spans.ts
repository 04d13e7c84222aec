import { useMemo } from 'react';
import { useRecentDeviceAlerts } from './list-alerts';

/** What the device page's charts shade (the devices feature's AlertSpan, by shape). */
export interface ChartAlertSpan {
  from: number;
  to: number | null;
  severity: 'warning' | 'critical';
  metric: string | null;
}

/**
 * The device's recent alerts as time spans: unresolved ones first (however old), then the newest. The charts
 * clip them to their own window.
 */
export function useAlertSpans(deviceId: string): readonly ChartAlertSpan[] {
  const alerts = useRecentDeviceAlerts(deviceId).data;
  return useMemo(
    () =>
      (alerts ?? []).map((alert) => ({
        from: Date.parse(alert.openedAt),
        to: alert.resolvedAt ? Date.parse(alert.resolvedAt) : null,
        severity: alert.severity,
        metric: alert.metric,
      })),
    [alerts],
  );
}
