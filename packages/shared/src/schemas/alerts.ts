import { z } from 'zod';
import {
  ACK_NOTE_MAX_LENGTH,
  ALERT_DEVICE_TYPES,
  ALERT_KINDS,
  ALERT_PERIODS,
  ALERT_RESOLUTIONS,
  ALERT_SEVERITIES,
  ALERT_STATE_FILTERS,
  ALERT_STATES,
  ALERTS_PAGE_SIZE,
  ALERTS_PAGE_SIZE_MAX,
  CLEAR_MINUTES_DEFAULT,
  CLEAR_MINUTES_MAX,
  CLOCK_TIME_PATTERN,
  DEVICE_THRESHOLD_METRICS,
  FOR_MINUTES_MAX,
  isMetricOf,
  KIND_DEVICE_TYPES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
  REPEAT_MINUTES_DEFAULT,
  REPEAT_MINUTES_MAX,
  RULE_NAME_MAX_LENGTH,
  SIMULATOR_SCENARIOS,
  STALE_MINUTES_MAX,
  STALE_MINUTES_MIN,
} from '../alerts.ts';
import { LANGUAGES } from '../languages.ts';
import { RULE_NAME_PRESETS } from '../rule-names.ts';
import { deviceCropContextSchema } from './rooms.ts';
import { emailSchema } from './users.ts';

/** The cloud's 24-hex device ids. */
const deviceIdSchema = z.string().regex(/^[0-9a-fA-F]{24}$/, 'must be a 24-hex device id');
const minutes = (max: number) => z.number().int().min(0).max(max);

/** A rule's fields, each as the API sends it. */
const ruleFields = {
  name: z.string().trim().min(1).max(RULE_NAME_MAX_LENGTH),
  kind: z.enum(ALERT_KINDS),
  deviceType: z.enum(ALERT_DEVICE_TYPES),
  deviceId: deviceIdSchema.nullable(),
  metric: z.string().max(32).nullable(),
  min: z.number().finite().nullable(),
  max: z.number().finite().nullable(),
  useDeviceThresholds: z.boolean(),
  period: z.enum(ALERT_PERIODS),
  forMinutes: minutes(STALE_MINUTES_MAX),
  clearMinutes: minutes(CLEAR_MINUTES_MAX),
  severity: z.enum(ALERT_SEVERITIES),
  repeatMinutes: minutes(REPEAT_MINUTES_MAX),
  enabled: z.boolean(),
};

/** The fields of a rule as written: one object for every kind, with defaults; each kind's own rules below. */
const ruleFieldsSchema = z.object({
  ...ruleFields,
  deviceId: ruleFields.deviceId.default(null),
  metric: ruleFields.metric.default(null),
  min: ruleFields.min.default(null),
  max: ruleFields.max.default(null),
  useDeviceThresholds: ruleFields.useDeviceThresholds.default(false),
  period: ruleFields.period.default('always'),
  forMinutes: ruleFields.forMinutes.default(0),
  clearMinutes: ruleFields.clearMinutes.default(CLEAR_MINUTES_DEFAULT),
  severity: ruleFields.severity.default('warning'),
  repeatMinutes: ruleFields.repeatMinutes.default(REPEAT_MINUTES_DEFAULT),
  enabled: ruleFields.enabled.default(true),
});
type RuleFields = z.output<typeof ruleFieldsSchema>;

/** Each kind's own rules, as validation details on the field at fault. */
function checkKindRules(rule: RuleFields, ctx: z.RefinementCtx): void {
  const issue = (path: keyof RuleFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (!KIND_DEVICE_TYPES[rule.kind].includes(rule.deviceType)) {
    issue('deviceType', `a ${rule.kind} rule applies to ${KIND_DEVICE_TYPES[rule.kind].join(', ')} devices`);
  }
  if (rule.min !== null && rule.max !== null && rule.min > rule.max) issue('min', 'min must not exceed max');
  if (rule.period !== 'always' && rule.deviceType !== 'climate') {
    issue('period', 'day and night apply to climate devices only');
  }
  if (rule.kind === 'stale') {
    if (rule.forMinutes < STALE_MINUTES_MIN) issue('forMinutes', `must be at least ${STALE_MINUTES_MIN}`);
  } else if (rule.forMinutes > FOR_MINUTES_MAX) {
    issue('forMinutes', `must be at most ${FOR_MINUTES_MAX}`);
  }
  if (rule.kind !== 'threshold') {
    if (rule.metric !== null) issue('metric', `a ${rule.kind} rule has no metric`);
    if (rule.useDeviceThresholds) issue('useDeviceThresholds', 'only threshold rules use device thresholds');
    if (rule.kind !== 'leak' && (rule.min !== null || rule.max !== null)) {
      issue('min', `a ${rule.kind} rule has no limits`);
    }
    if (rule.kind === 'leak' && rule.min !== null) issue('min', 'a leak rule takes only a max flow');
    return;
  }
  if (rule.metric === null) return issue('metric', 'choose a metric');
  if (!isMetricOf(rule.deviceType, rule.metric)) {
    return issue('metric', `not a metric of ${rule.deviceType} devices`);
  }
  if (rule.useDeviceThresholds) {
    if (!(DEVICE_THRESHOLD_METRICS as readonly string[]).includes(rule.metric)) {
      issue('useDeviceThresholds', 'devices carry thresholds for temperature, humidity and CO2 only');
    }
    if (rule.min !== null || rule.max !== null) issue('min', 'use the device thresholds or limits, not both');
  } else if (rule.min === null && rule.max === null) {
    issue('min', 'set a min, a max, or use the device thresholds');
  }
}

/** `POST /api/alert-rules` and `PUT /api/alert-rules/{id}` (the whole rule each time). */
export const alertRuleBodySchema = ruleFieldsSchema.superRefine(checkKindRules);
export type AlertRuleBody = z.input<typeof alertRuleBodySchema>;
export type AlertRuleInput = z.output<typeof alertRuleBodySchema>;

export const alertRuleSchema = z.object({
  _id: z.string(),
  ...ruleFields,
  deviceId: z.string().nullable(),
  /** Rules Canopy made itself (the defaults and each climate device's power rule); still editable. */
  builtin: z.boolean(),
  /**
   * The name Canopy gave the rule, which readers see in their own language (rendered from the preset and
   * the rule's fields); null once a person names it. `name` keeps the English words.
   */
  namePreset: z.enum(RULE_NAME_PRESETS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;
export const alertRuleListSchema = z.array(alertRuleSchema);

export const alertIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** Which devices a rule would flag right now: the preview of the rules form. */
export const rulePreviewSchema = z.object({
  devices: z.array(
    z.object({
      deviceId: z.string(),
      deviceName: z.string(),
      condition: z.enum(['breach', 'clear', 'unknown']),
      value: z.number().nullable(),
      limit: z.number().nullable(),
    }),
  ),
});
export type RulePreview = z.infer<typeof rulePreviewSchema>;

export const notificationSchema = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** A chat id, an e-mail address, or a push endpoint's host. */
  to: z.string(),
  kind: z.string(),
  /** When it was sent, or queued while not sent yet. */
  at: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
});

export const alertSchema = z.object({
  _id: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  /** The rule's `namePreset` when the alert opened: the rule name in the reader's language. */
  ruleNamePreset: z.enum(RULE_NAME_PRESETS).nullable(),
  kind: z.enum(ALERT_KINDS),
  severity: z.enum(ALERT_SEVERITIES),
  deviceId: z.string(),
  deviceName: z.string(),
  deviceType: z.enum(ALERT_DEVICE_TYPES),
  metric: z.string().nullable(),
  state: z.enum(ALERT_STATES),
  value: z.number().nullable().describe('The worst value seen while open (minutes of silence for stale)'),
  limit: z.number().nullable(),
  openedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  ackNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolution: z.enum(ALERT_RESOLUTIONS).nullable(),
  crop: deviceCropContextSchema
    .nullable()
    .optional()
    .describe("The device's room, and the run, stage and day of the group in it, when the alert opened"),
  notifications: z.array(notificationSchema),
});
export type Alert = z.infer<typeof alertSchema>;

const epochOrIso = z.union([
  z.coerce.number().int().positive(),
  z.iso.datetime({ offset: true }).transform((value) => Date.parse(value)),
]);

export const alertsQuerySchema = z.object({
  state: z.enum(ALERT_STATE_FILTERS).optional(),
  deviceId: z.string().min(1).max(64).optional(),
  kind: z.enum(ALERT_KINDS).optional(),
  severity: z.enum(ALERT_SEVERITIES).optional(),
  /** Alerts opened at or after `from` and before `to` (epoch ms or ISO 8601). */
  from: epochOrIso.optional(),
  to: epochOrIso.optional(),
  limit: z.coerce.number().int().min(1).max(ALERTS_PAGE_SIZE_MAX).default(ALERTS_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type AlertsQuery = z.input<typeof alertsQuerySchema>;

export const alertPageSchema = z.object({ items: z.array(alertSchema), nextCursor: z.string().nullable() });
export type AlertPage = z.infer<typeof alertPageSchema>;
export const alertListSchema = z.array(alertSchema);

export const acknowledgeBodySchema = z.object({
  note: z.string().trim().max(ACK_NOTE_MAX_LENGTH).optional(),
});

const clockTime = z.string().regex(CLOCK_TIME_PATTERN, 'must be HH:MM');

/** `PUT /api/me/notifications`: what the caller wants, in which language. */
export const notificationSettingsBodySchema = z.object({
  channels: z.object({ telegram: z.boolean(), email: z.boolean(), push: z.boolean() }),
  quietHours: z.object({ from: clockTime, to: clockTime }).nullable(),
  minSeverity: z.enum(ALERT_SEVERITIES),
  /** Where e-mail goes; null sends it to the account's own address. */
  email: emailSchema.nullable().default(null),
  language: z.enum(LANGUAGES).default('en'),
  /** The weekly digest (DESIGN 26): Monday 08:00 site time; off until asked for, unchanged when absent. */
  digest: z.boolean().optional(),
});
export type NotificationSettingsBody = z.input<typeof notificationSettingsBodySchema>;

export const notificationSettingsSchema = z.object({
  channels: z.object({ telegram: z.boolean(), email: z.boolean(), push: z.boolean() }),
  quietHours: z.object({ from: z.string(), to: z.string() }).nullable(),
  minSeverity: z.enum(ALERT_SEVERITIES),
  email: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** The address e-mail actually goes to (`email`, or the account's). */
  emailTo: z.string(),
  telegram: z.object({
    /** A bot is configured on this server. */
    available: z.boolean(),
    linked: z.boolean(),
    botUsername: z.string().nullable(),
  }),
  /** SMTP is configured on this server. */
  emailAvailable: z.boolean(),
  pushAvailable: z.boolean(),
  /** The weekly digest is on (DESIGN 26). */
  digest: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const telegramLinkSchema = z.object({
  code: z.string(),
  expiresAt: z.string(),
  /** `https://t.me/<bot>?start=<code>` when the bot's name is known. */
  url: z.string().nullable(),
});
export type TelegramLink = z.infer<typeof telegramLinkSchema>;

export const testNotificationSchema = z.object({
  queued: z.array(z.object({ channel: z.enum(NOTIFICATION_CHANNELS), to: z.string() })),
});

export const scenarioBodySchema = z.object({
  deviceId: deviceIdSchema,
  scenario: z.enum(SIMULATOR_SCENARIOS),
});
export const scenarioResponseSchema = z.object({
  deviceId: z.string(),
  scenario: z.enum(SIMULATOR_SCENARIOS),
});
export const simulatorStateSchema = z.object({
  running: z.boolean(),
  /** Devices not running `normal`, by id. */
  scenarios: z.record(z.string(), z.enum(SIMULATOR_SCENARIOS)),
});
