import type { AlertRule, AlertRuleInput } from '@canopy/shared/schemas/alerts';
import { parseEventJson } from '@canopy/shared/device-contract';
import { toMs } from '../../db/epoch-ms.ts';
import type { DeviceRow } from '../devices/devices.types.ts';
import { parseReading } from '../telemetry/telemetry-parser.ts';
import { newId } from '../../lib/ids.ts';
import { powerRuleKey, type AlertRuleRow } from './alert-rules.repository.ts';
import type { DeviceSnapshot, RuleCondition } from './conditions.ts';

export function ruleCondition(row: AlertRuleRow): RuleCondition {
  return {
    kind: row.kind,
    metric: row.metric,
    min: row.min,
    max: row.max,
    useDeviceThresholds: row.use_device_thresholds !== 0,
    period: row.period,
    forMinutes: row.for_minutes,
  };
}

/** Whether an enabled rule watches the device: its type, and its device or every device of the type. */
export function appliesTo(row: AlertRuleRow, device: { id: string; kind: string }): boolean {
  return (
    row.enabled !== 0 &&
    row.device_type === device.kind &&
    (row.device_id === null || row.device_id === device.id)
  );
}

/** The device as the evaluator sees it; null for a device whose kind is not known yet. */
export function toSnapshot(row: DeviceRow): DeviceSnapshot | null {
  if (!row.kind) return null;
  const payload = parseEventJson(row.latest);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    lastTs: toMs(row.last_ts),
    reading: payload ? parseReading(row.kind, payload) : null,
    powerLost: row.power_state === 'lost',
  };
}

export function toApiRule(row: AlertRuleRow): AlertRule {
  return {
    _id: row.id,
    name: row.name,
    deviceType: row.device_type,
    deviceId: row.device_id,
    ...ruleCondition(row),
    clearMinutes: row.clear_minutes,
    severity: row.severity,
    repeatMinutes: row.repeat_minutes,
    enabled: row.enabled !== 0,
    builtin: row.builtin !== null,
    namePreset: row.name_preset,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns a rule's body sets. */
export function ruleColumns(input: AlertRuleInput) {
  return {
    name: input.name,
    kind: input.kind,
    device_type: input.deviceType,
    device_id: input.deviceId?.toLowerCase() ?? null,
    metric: input.metric,
    min: input.min,
    max: input.max,
    use_device_thresholds: input.useDeviceThresholds ? 1 : 0,
    period: input.period,
    for_minutes: input.forMinutes,
    clear_minutes: input.clearMinutes,
    severity: input.severity,
    repeat_minutes: input.repeatMinutes,
    enabled: input.enabled ? 1 : 0,
  };
}

/** A climate device's power rule: critical, at once, on as long as its alerts toggle is. */
export function powerRuleRow(device: DeviceRow, at: string): AlertRuleRow {
  return {
    id: newId(),
    name: `Power failure: ${device.name}`,
    kind: 'power',
    device_type: 'climate',
    device_id: device.id,
    metric: null,
    min: null,
    max: null,
    use_device_thresholds: 0,
    period: 'always',
    for_minutes: 0,
    clear_minutes: 0,
    severity: 'critical',
    repeat_minutes: 30,
    enabled: device.alerts_enabled === 0 ? 0 : 1,
    builtin: powerRuleKey(device.id),
    name_preset: 'power',
    created_at: at,
    updated_at: at,
  };
}
