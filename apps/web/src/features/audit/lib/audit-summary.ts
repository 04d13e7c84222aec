import type { TFunction } from 'i18next';
import { ALERT_DEVICE_TYPES, type AlertDeviceType } from '@canopy/shared/alerts';
import { AUDIT_SUMMARY_EVENTS, LOGIN_FAILURE_REASONS, type AuditSummaryValues } from '@canopy/shared/audit';
import type { PresetNameFields } from '@canopy/shared/rule-names';
import type { AuditEntry } from '@canopy/shared/schemas/audit';
import type { TranslationKey } from '../../../i18n/translation-key';
import { isRuleNamePreset, ruleName } from '../../../lib/alerts/rule-name';
import { displayName } from '../../../lib/devices/device-name';

/** A value as text; old entries may hold anything under a key. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A rule's name as the entry recorded it: a preset's words in the reader's language, or as typed. */
function ruleNameOf(t: TFunction, values: AuditSummaryValues): string {
  const preset = values.preset;
  const deviceType = values.deviceType;
  const fields: PresetNameFields | null =
    isRuleNamePreset(preset) && (ALERT_DEVICE_TYPES as readonly unknown[]).includes(deviceType)
      ? {
          preset,
          deviceType: deviceType as AlertDeviceType,
          metric: text(values.metric) || null,
          minutes: typeof values.minutes === 'number' ? values.minutes : null,
          device: text(values.device) || null,
        }
      : null;
  return ruleName(t, text(values.name), fields);
}

/**
 * An entry's summary in the reader's language, worded from its entity, event and values; names, codes
 * and e-mails as typed, device names as the devices page shows them. Entries written before the log
 * kept these (or by a newer server, with an event this app does not know) show the English line stored.
 */
export function auditSummary(t: TFunction, entry: AuditEntry, language: string): string {
  const event = entry.summaryEvent;
  if (!event || !(AUDIT_SUMMARY_EVENTS[entry.entity] as readonly string[]).includes(event))
    return entry.summary;
  const values = entry.summaryValues;
  const reason = text(values.reason);
  const fields = Array.isArray(values.fields) ? values.fields : [];
  return t(`audit.summary.${entry.entity}.${event}` as TranslationKey, {
    // An actor-less entry of a login names the account tried in `email`; a login's own entry its actor.
    email: text(values.email) || entry.actor?.email || '',
    label: text(values.label),
    name: entry.entity === 'alert_rule' ? ruleNameOf(t, values) : text(values.name),
    reason: (LOGIN_FAILURE_REASONS as readonly string[]).includes(reason)
      ? t(`audit.reasons.${reason as (typeof LOGIN_FAILURE_REASONS)[number]}`)
      : reason,
    fields: new Intl.ListFormat(language, { type: 'unit' }).format(fields),
    count: typeof values.count === 'number' ? values.count : 0,
    from: displayName(text(values.from)),
    to: displayName(text(values.to)),
    device: displayName(text(values.device)),
  });
}
