import type {
  AlertDeviceType,
  AlertKind,
  AlertPeriod,
  AlertResolution,
  AlertSeverity,
  AlertState,
} from '@canopy/shared/alerts';
import type { RuleNamePreset } from '@canopy/shared/rule-names';

/** Epoch milliseconds in a bigint column: a string on PostgreSQL. */
type EpochMs = number | string;

export interface AlertRulesTable {
  id: string;
  name: string;
  kind: AlertKind;
  device_type: AlertDeviceType;
  device_id: string | null;
  metric: string | null;
  min: number | null;
  max: number | null;
  use_device_thresholds: number;
  period: AlertPeriod;
  for_minutes: number;
  clear_minutes: number;
  severity: AlertSeverity;
  repeat_minutes: number;
  enabled: number;
  /** Set on the rules Canopy makes itself: `power:<device id>`, `stale:climate`, ... */
  builtin: string | null;
  /** The preset of a name Canopy gave the rule (shown in each reader's language); null for a typed name. */
  name_preset: RuleNamePreset | null;
  created_at: string;
  updated_at: string;
}

/** A breach seen but not yet held for the rule's `for_minutes`. */
export interface AlertConditionsTable {
  rule_id: string;
  device_id: string;
  since_ms: EpochMs;
  value: number | null;
}

export interface AlertsTable {
  id: string;
  rule_id: string;
  rule_name: string;
  /** The rule's `name_preset` as the alert last took its name. */
  rule_name_preset: RuleNamePreset | null;
  kind: AlertKind;
  severity: AlertSeverity;
  device_id: string;
  device_name: string;
  device_type: AlertDeviceType;
  metric: string | null;
  state: AlertState;
  /** 0 while unresolved, 1 once resolved: the list sorts on it and one unresolved alert per pair hangs on it. */
  resolved: number;
  value: number | null;
  limit_value: number | null;
  direction: 'above' | 'below' | null;
  opened_at: string;
  acknowledged_at: string | null;
  acknowledged_by_id: string | null;
  acknowledged_by_email: string | null;
  ack_note: string | null;
  resolved_at: string | null;
  resolution: AlertResolution | null;
  /** When the condition was first seen clear again (hysteresis); null while it holds. */
  clear_since_ms: EpochMs | null;
  last_notified_ms: EpochMs;
  /** JSON of the device's room and run day when the alert opened (`DeviceCropContext`); null in no room. */
  crop: string | null;
}
