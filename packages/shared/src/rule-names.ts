/**
 * The names Canopy gives the rules it makes (the defaults of a new database, each climate device's power
 * rule). Stored in English, they are marked with their preset, so every reader sees them in their own
 * language, rendered from the rule's kind and fields; a name a person typed is never translated.
 */
import { DEVICE_THRESHOLD_METRICS, type AlertDeviceType, type DeviceThresholdMetric } from './alerts.ts';

export const RULE_NAME_PRESETS = ['device-thresholds', 'stale', 'leak', 'power'] as const;
export type RuleNamePreset = (typeof RULE_NAME_PRESETS)[number];

/** What a preset name is made of, besides the preset itself. */
export interface PresetNameFields {
  preset: RuleNamePreset;
  deviceType: AlertDeviceType;
  metric: string | null;
  /** A stale rule's minutes of silence. */
  minutes: number | null;
  /** A power rule's device, as stored. */
  device: string | null;
}

export const isDeviceThresholdMetric = (metric: string | null): metric is DeviceThresholdMetric =>
  (DEVICE_THRESHOLD_METRICS as readonly (string | null)[]).includes(metric);
