import type { TFunction } from 'i18next';
import type { AlertDeviceType } from '@canopy/shared/alerts';
import {
  isDeviceThresholdMetric,
  RULE_NAME_PRESETS,
  type PresetNameFields,
  type RuleNamePreset,
} from '@canopy/shared/rule-names';
import { displayName } from '../devices/device-name';

/**
 * A name Canopy gave a rule, in the reader's language, worded from the rule's fields (the stale rule's
 * minutes as they are now, the power rule's device as the devices page names it); null when the fields
 * cannot word it, and the stored name is shown instead.
 */
export function presetRuleName(t: TFunction, fields: PresetNameFields): string | null {
  switch (fields.preset) {
    case 'device-thresholds':
      return isDeviceThresholdMetric(fields.metric)
        ? t(`alerts.presetName.deviceThresholds.${fields.metric}`)
        : null;
    case 'stale':
      return fields.minutes === null
        ? null
        : t(`alerts.presetName.stale.${fields.deviceType}`, { minutes: fields.minutes });
    case 'leak':
      return t('alerts.presetName.leak');
    case 'power':
      return fields.device === null
        ? null
        : t('alerts.presetName.power', { device: displayName(fields.device) });
  }
}

/** The name to show: a preset's words in the reader's language, or the name as a person typed it. */
export function ruleName(t: TFunction, name: string, fields: PresetNameFields | null): string {
  return (fields && presetRuleName(t, fields)) ?? name;
}

export const isRuleNamePreset = (value: unknown): value is RuleNamePreset =>
  (RULE_NAME_PRESETS as readonly unknown[]).includes(value);

/** What an alert's rule name is worded from: the alert keeps its rule's preset, device and minutes. */
export function alertRuleNameFields(alert: {
  ruleNamePreset: RuleNamePreset | null;
  deviceType: AlertDeviceType;
  metric: string | null;
  limit: number | null;
  deviceName: string;
}): PresetNameFields | null {
  if (!alert.ruleNamePreset) return null;
  return {
    preset: alert.ruleNamePreset,
    deviceType: alert.deviceType,
    metric: alert.metric,
    // A stale alert's limit is its rule's minutes of silence.
    minutes: alert.limit,
    device: alert.deviceName,
  };
}

/** What a rule's name is worded from: its preset, fields as they are now, and its device's name. */
export function ruleNameFields(
  rule: {
    namePreset: RuleNamePreset | null;
    deviceType: AlertDeviceType;
    metric: string | null;
    forMinutes: number;
  },
  deviceName: string | null,
): PresetNameFields | null {
  if (!rule.namePreset) return null;
  return {
    preset: rule.namePreset,
    deviceType: rule.deviceType,
    metric: rule.metric,
    minutes: rule.forMinutes,
    device: deviceName,
  };
}
