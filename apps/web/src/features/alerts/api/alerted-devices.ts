import { useMemo } from 'react';
import type { AlertSeverity } from '@canopy/shared/alerts';
import type { Alert } from '@canopy/shared/schemas/alerts';
import { useUnresolvedAlerts } from './list-alerts';

/** Per device with unresolved alerts: the worst severity and the metrics they are about. */
export interface DeviceAlertMark {
  severity: AlertSeverity;
  count: number;
  metrics: ReadonlySet<string>;
}

export function markAlertedDevices(alerts: readonly Alert[]): ReadonlyMap<string, DeviceAlertMark> {
  const marks = new Map<string, { severity: AlertSeverity; count: number; metrics: Set<string> }>();
  for (const alert of alerts) {
    const id = alert.deviceId.toLowerCase();
    const mark = marks.get(id) ?? { severity: alert.severity, count: 0, metrics: new Set<string>() };
    if (alert.severity === 'critical') mark.severity = 'critical';
    mark.count += 1;
    if (alert.metric) mark.metrics.add(alert.metric);
    marks.set(id, mark);
  }
  return marks;
}

const NONE: ReadonlyMap<string, DeviceAlertMark> = new Map();

/** The marks the devices page draws on its cards, kept live with the bell's query. */
export function useAlertedDevices(): ReadonlyMap<string, DeviceAlertMark> {
  const alerts = useUnresolvedAlerts().data;
  // Kept while the alerts do not change, so the cards are not handed new marks on every render.
  return useMemo(() => (alerts ? markAlertedDevices(alerts) : NONE), [alerts]);
}
