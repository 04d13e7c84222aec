import {
  ALERT_METRICS,
  CLEAR_MINUTES_DEFAULT,
  KIND_DEVICE_TYPES,
  REPEAT_MINUTES_DEFAULT,
  type AlertDeviceType,
  type AlertKind,
  type AlertPeriod,
  type AlertSeverity,
} from '@canopy/shared/alerts';
import { z } from 'zod';
import { alertRuleBodySchema, type AlertRule, type AlertRuleInput } from '@canopy/shared/schemas/alerts';
import type { TranslationKey } from '../../../i18n/translation-key';

/** A number field as typed: '' while empty. */
type Typed = number | '';

/** The rules form's state: every field of every kind, so switching kind back and forth loses nothing. */
export interface RuleDraft {
  name: string;
  kind: AlertKind;
  deviceType: AlertDeviceType;
  /** '' for every device of the type. */
  deviceId: string;
  metric: string;
  min: Typed;
  max: Typed;
  useDeviceThresholds: boolean;
  period: AlertPeriod;
  forMinutes: Typed;
  clearMinutes: Typed;
  severity: AlertSeverity;
  repeatMinutes: Typed;
  enabled: boolean;
}
export type DraftField = keyof RuleDraft;

/** Sensible waits per kind, set when the kind changes (20 minutes' silence for stale, 15 of flow for leak). */
const KIND_FOR_MINUTES: Record<AlertKind, number> = { threshold: 0, stale: 20, leak: 15, power: 0 };

export function newDraft(): RuleDraft {
  return {
    name: '',
    kind: 'threshold',
    deviceType: 'climate',
    deviceId: '',
    metric: 'temperature',
    min: '',
    max: '',
    useDeviceThresholds: false,
    period: 'always',
    forMinutes: 0,
    clearMinutes: CLEAR_MINUTES_DEFAULT,
    severity: 'warning',
    repeatMinutes: REPEAT_MINUTES_DEFAULT,
    enabled: true,
  };
}

export function draftOf(rule: AlertRule): RuleDraft {
  return {
    ...rule,
    deviceId: rule.deviceId ?? '',
    metric: rule.metric ?? ALERT_METRICS[rule.deviceType][0],
    min: rule.min ?? '',
    max: rule.max ?? '',
  };
}

/** A field changed: keep the draft coherent (a kind's device types, a type's metrics, the kind's wait). */
export function changeDraft<K extends DraftField>(
  draft: RuleDraft,
  field: K,
  value: RuleDraft[K],
): RuleDraft {
  const next = { ...draft, [field]: value };
  if (field === 'kind') {
    next.forMinutes = KIND_FOR_MINUTES[next.kind];
    if (!KIND_DEVICE_TYPES[next.kind].includes(next.deviceType))
      next.deviceType = KIND_DEVICE_TYPES[next.kind][0]!;
  }
  if (field === 'kind' || field === 'deviceType') {
    if (!(ALERT_METRICS[next.deviceType] as readonly string[]).includes(next.metric)) {
      next.metric = ALERT_METRICS[next.deviceType][0];
    }
    if (next.deviceType !== draft.deviceType) next.deviceId = '';
    if (next.deviceType !== 'climate') {
      next.period = 'always';
      next.useDeviceThresholds = false;
    }
  }
  return next;
}

const orNull = (value: Typed): number | null => (value === '' ? null : value);

/** The body the API takes: only the fields the kind uses. */
export function draftBody(draft: RuleDraft) {
  const threshold = draft.kind === 'threshold';
  const limits = threshold && !draft.useDeviceThresholds;
  return {
    name: draft.name,
    kind: draft.kind,
    deviceType: draft.deviceType,
    deviceId: draft.deviceId || null,
    metric: threshold ? draft.metric : null,
    min: limits ? orNull(draft.min) : null,
    max: limits || draft.kind === 'leak' ? orNull(draft.max) : null,
    useDeviceThresholds: threshold && draft.useDeviceThresholds,
    period: draft.period,
    forMinutes: orNull(draft.forMinutes),
    clearMinutes: orNull(draft.clearMinutes),
    severity: draft.severity,
    repeatMinutes: orNull(draft.repeatMinutes),
    enabled: draft.enabled,
  };
}

/** Where each of the shared schema's rules points, as the i18n key of its message. */
const FIELD_MESSAGES: Partial<Record<DraftField, TranslationKey>> = {
  name: 'alertRules.invalid.name',
  deviceType: 'alertRules.invalid.deviceType',
  metric: 'alertRules.invalid.metric',
  min: 'alertRules.invalid.limits',
  max: 'alertRules.invalid.limits',
  useDeviceThresholds: 'alertRules.invalid.useDeviceThresholds',
  period: 'alertRules.invalid.period',
  forMinutes: 'alertRules.invalid.forMinutes',
  clearMinutes: 'alertRules.invalid.clearMinutes',
  repeatMinutes: 'alertRules.invalid.repeatMinutes',
};

/** The i18n key of the message a field at fault shows. */
export const draftFieldMessage = (field: DraftField): TranslationKey =>
  FIELD_MESSAGES[field] ?? 'validation.invalid';

/** A name Canopy gave, shown in the reader's language: saved unchanged, it goes back as stored. */
export interface ShownName {
  shown: string;
  stored: string;
}

/**
 * The form's schema: the draft turned into the body the API takes and checked with the server's own
 * schema; each field at fault gets an issue (its message from `draftFieldMessage`).
 */
export function ruleFormSchema(keptName: ShownName | null) {
  return z.custom<RuleDraft>().transform((draft, ctx): AlertRuleInput => {
    const named = keptName && draft.name === keptName.shown ? { ...draft, name: keptName.stored } : draft;
    const parsed = alertRuleBodySchema.safeParse(draftBody(named));
    if (parsed.success) return parsed.data;
    const fields = new Set(parsed.error.issues.map((issue) => issue.path[0] as DraftField | undefined));
    for (const field of fields) {
      ctx.addIssue({
        code: 'custom',
        path: field ? [field] : [],
        message: field ? draftFieldMessage(field) : 'validation.invalid',
      });
    }
    return z.NEVER;
  });
}

/** A number input's value as the draft keeps it: the number, or '' while the field is empty or half typed. */
export const asTyped = (value: string | number): number | '' => (typeof value === 'number' ? value : '');
