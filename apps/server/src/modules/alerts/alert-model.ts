import type { Alert } from '@canopy/shared/schemas/alerts';
import { alertCrop } from './alert-crop.ts';
import type { AlertRow } from './alerts.types.ts';

/** One delivery of an alert, as the alert lists it. */
export type Delivery = Alert['notifications'][number];

export function toApiAlert(row: AlertRow, notifications: Delivery[]): Alert {
  return {
    _id: row.id,
    ruleId: row.rule_id,
    ruleName: row.rule_name,
    ruleNamePreset: row.rule_name_preset,
    kind: row.kind,
    severity: row.severity,
    deviceId: row.device_id,
    deviceName: row.device_name,
    deviceType: row.device_type,
    metric: row.metric,
    state: row.state,
    value: row.value,
    limit: row.limit_value,
    openedAt: row.opened_at,
    acknowledgedAt: row.acknowledged_at,
    acknowledgedBy:
      row.acknowledged_by_id && row.acknowledged_by_email
        ? { id: row.acknowledged_by_id, email: row.acknowledged_by_email }
        : null,
    ackNote: row.ack_note,
    resolvedAt: row.resolved_at,
    resolution: row.resolution,
    crop: alertCrop(row.crop),
    notifications,
  };
}
