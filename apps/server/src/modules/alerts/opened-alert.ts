import type { AlertSeverity } from '@canopy/shared/alerts';
import type { AlertRow } from './alerts.types.ts';

/** An alert as a chart of other records marks it: when it opened, on which device, and a line in English. */
export interface OpenedAlert {
  id: string;
  deviceId: string;
  /** Epoch ms. */
  openedAt: number;
  severity: AlertSeverity;
  /** The device and rule, and for a threshold the value against its limit: "Tent_1: High heat (temperature 31 > 30)". */
  text: string;
}

export function toOpenedAlert(row: AlertRow): OpenedAlert {
  const limit =
    row.limit_value !== null && row.direction
      ? ` ${row.direction === 'above' ? '>' : '<'} ${row.limit_value}`
      : '';
  const detail = row.metric !== null && row.value !== null ? ` (${row.metric} ${row.value}${limit})` : '';
  return {
    id: row.id,
    deviceId: row.device_id,
    openedAt: Date.parse(row.opened_at),
    severity: row.severity,
    text: `${row.device_name}: ${row.rule_name}${detail}`,
  };
}
