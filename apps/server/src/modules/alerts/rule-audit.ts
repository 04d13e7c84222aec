import type { AuditSummaryValues } from '@canopy/shared/audit';
import type { AlertRuleRow } from './alert-rules.repository.ts';

/**
 * What a rule's audit summary is made of: the name as typed; for a name Canopy gave it, also its preset
 * and the fields the web app words it from, so the log names the rule in the reader's language.
 */
export function ruleSummaryValues(row: AlertRuleRow, deviceName: string | null): AuditSummaryValues {
  if (!row.name_preset) return { name: row.name };
  return {
    name: row.name,
    preset: row.name_preset,
    deviceType: row.device_type,
    minutes: row.for_minutes,
    ...(row.metric !== null && { metric: row.metric }),
    ...(deviceName !== null && { device: deviceName }),
  };
}
