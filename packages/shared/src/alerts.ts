/**
 * The vocabulary of alert rules and alerts, shared by the server (validation, evaluation, messages) and the
 * web app (forms, units, labels). Pure data and pure functions only.
 */
import type { DeviceKind } from './device-contract.ts';

export const ALERT_KINDS = ['threshold', 'stale', 'leak', 'power'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_DEVICE_TYPES = ['climate', 'soil', 'water'] as const satisfies readonly DeviceKind[];
export type AlertDeviceType = (typeof ALERT_DEVICE_TYPES)[number];

export const ALERT_SEVERITIES = ['warning', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export const ALERT_PERIODS = ['always', 'day', 'night'] as const;
export type AlertPeriod = (typeof ALERT_PERIODS)[number];

export const ALERT_STATES = ['open', 'acknowledged', 'resolved'] as const;
export type AlertState = (typeof ALERT_STATES)[number];
/** What `GET /api/alerts?state=` accepts: a state, or both unresolved states at once. */
export const ALERT_STATE_FILTERS = [...ALERT_STATES, 'unresolved'] as const;
export type AlertStateFilter = (typeof ALERT_STATE_FILTERS)[number];

export const ALERT_RESOLUTIONS = ['cleared', 'rule_changed', 'rule_deleted', 'device_removed'] as const;
export type AlertResolution = (typeof ALERT_RESOLUTIONS)[number];

export const NOTIFICATION_CHANNELS = ['telegram', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * A delivery's life: `pending` until sent or given up (`failed`); `held` by quiet hours, then
 * `summarized` into the summary at their end, or `discarded` when the alert resolved meanwhile.
 */
export const NOTIFICATION_STATUSES = [
  'pending',
  'sent',
  'failed',
  'held',
  'summarized',
  'discarded',
] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Metrics a threshold rule may watch, per device type, with their units. */
export const ALERT_METRICS = {
  climate: ['temperature', 'humidity', 'co2', 'vpd'],
  soil: ['moisture_pct', 'temp_c', 'ec_mscm', 'ph', 'n_mgkg', 'p_mgkg', 'k_mgkg'],
  water: ['inRate_lpm', 'outRate_lpm'],
} as const satisfies Record<AlertDeviceType, readonly string[]>;
export type ClimateMetric = (typeof ALERT_METRICS.climate)[number];
export type SoilMetric = (typeof ALERT_METRICS.soil)[number];
export type WaterMetric = (typeof ALERT_METRICS.water)[number];
export type AlertMetric = ClimateMetric | SoilMetric | WaterMetric;
export const ALL_ALERT_METRICS: readonly AlertMetric[] = [
  ...ALERT_METRICS.climate,
  ...ALERT_METRICS.soil,
  ...ALERT_METRICS.water,
];

/** Unit symbols, the same in every language (°C, %, ppm, ...). Leak values are inflow in L/min. */
export const METRIC_UNITS: Record<AlertMetric, string> = {
  temperature: '°C',
  humidity: '%',
  co2: 'ppm',
  vpd: 'kPa',
  moisture_pct: '%',
  temp_c: '°C',
  ec_mscm: 'mS/cm',
  ph: 'pH',
  n_mgkg: 'mg/kg',
  p_mgkg: 'mg/kg',
  k_mgkg: 'mg/kg',
  inRate_lpm: 'L/min',
  outRate_lpm: 'L/min',
};

/** Decimals a value of the metric is shown with. */
export const METRIC_DECIMALS: Record<AlertMetric, number> = {
  temperature: 1,
  humidity: 1,
  co2: 0,
  vpd: 2,
  moisture_pct: 1,
  temp_c: 1,
  ec_mscm: 2,
  ph: 1,
  n_mgkg: 0,
  p_mgkg: 0,
  k_mgkg: 0,
  inRate_lpm: 2,
  outRate_lpm: 2,
};

/** "26.4 °C": a value with its metric's decimals and unit, as the web shows it (not localised). */
export const metricText = (metric: AlertMetric, value: number): string =>
  `${value.toFixed(METRIC_DECIMALS[metric])} ${METRIC_UNITS[metric]}`;

/** Climate metrics the device carries its own day and night min,max for. */
export const DEVICE_THRESHOLD_METRICS = ['temperature', 'humidity', 'co2'] as const;
export type DeviceThresholdMetric = (typeof DEVICE_THRESHOLD_METRICS)[number];

export function isMetricOf(deviceType: AlertDeviceType, metric: string): metric is AlertMetric {
  return (ALERT_METRICS[deviceType] as readonly string[]).includes(metric);
}

export const isAlertMetric = (metric: string | null): metric is AlertMetric =>
  metric !== null && (ALL_ALERT_METRICS as readonly string[]).includes(metric);

/** Which device types each kind applies to. */
export const KIND_DEVICE_TYPES: Record<AlertKind, readonly AlertDeviceType[]> = {
  threshold: ALERT_DEVICE_TYPES,
  stale: ALERT_DEVICE_TYPES,
  leak: ['water'],
  power: ['climate'],
};

export const RULE_NAME_MAX_LENGTH = 80;
export const ACK_NOTE_MAX_LENGTH = 500;
/** `forMinutes` bounds: a hold for most kinds; for `stale`, the silence that counts as stale. */
export const FOR_MINUTES_MAX = 1440;
export const STALE_MINUTES_MIN = 1;
export const STALE_MINUTES_MAX = 10_080;
export const CLEAR_MINUTES_MAX = 60;
export const CLEAR_MINUTES_DEFAULT = 2;
export const REPEAT_MINUTES_MAX = 1440;
export const REPEAT_MINUTES_DEFAULT = 30;

/** A leak: inflow above this while outflow stays under `LEAK_OUTFLOW_MAX_LPM`. */
export const LEAK_INFLOW_MIN_LPM = 0.1;
export const LEAK_OUTFLOW_MAX_LPM = 0.05;

/** Rules are evaluated on every stored reading and by a sweep this often. */
export const ALERT_SWEEP_MS = 15_000;
export const ALERTS_PAGE_SIZE = 50;
export const ALERTS_PAGE_SIZE_MAX = 200;
export const TELEGRAM_LINK_TTL_MS = 15 * 60_000;

/** Simulator scenarios that drive each kind of rule. */
export const SIMULATOR_SCENARIOS = [
  'normal',
  'hvac-failure',
  'humidifier-stuck',
  'co2-stuck-open',
  'sensor-dead',
  'leak',
] as const;
export type SimulatorScenario = (typeof SIMULATOR_SCENARIOS)[number];
/** Which device type each scenario acts on (`normal` and `sensor-dead` act on any). */
export const SCENARIO_DEVICE_TYPES: Record<SimulatorScenario, readonly AlertDeviceType[]> = {
  normal: ALERT_DEVICE_TYPES,
  'hvac-failure': ['climate'],
  'humidifier-stuck': ['climate'],
  'co2-stuck-open': ['climate'],
  'sensor-dead': ALERT_DEVICE_TYPES,
  leak: ['water'],
};

/** `HH:MM`, 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of an `HH:MM` time. */
export function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Whether a minute of the day falls in quiet hours; `from` after `to` spans midnight, equal means none. */
export function inQuietHours(quiet: { from: string; to: string } | null, minuteOfDay: number): boolean {
  if (!quiet) return false;
  const from = clockMinutes(quiet.from);
  const to = clockMinutes(quiet.to);
  if (from === to) return false;
  return from < to ? minuteOfDay >= from && minuteOfDay < to : minuteOfDay >= from || minuteOfDay < to;
}

/** Where a value stands against a min,max range: either bound may be missing. */
export function rangePosition(
  value: number | null | undefined,
  range: { min: number | null; max: number | null },
): 'below' | 'above' | 'inside' | 'unknown' {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'unknown';
  if (range.max !== null && value > range.max) return 'above';
  if (range.min !== null && value < range.min) return 'below';
  return 'inside';
}

/** Whether the severity reaches a recipient's minimum. */
export function severityAtLeast(severity: AlertSeverity, minimum: AlertSeverity): boolean {
  return ALERT_SEVERITIES.indexOf(severity) >= ALERT_SEVERITIES.indexOf(minimum);
}
