import { z } from 'zod';
import { ALERT_SEVERITIES } from '../alerts.ts';
import { GROWING_STAGES } from '../crop.ts';
import { ROLES } from '../roles.ts';
import { COMPARE_METRICS_BY_KIND } from './run-compare.ts';

/**
 * Automations (DESIGN section 24): a trigger, conditions that must hold when it fires, and actions on the
 * room. The server evaluates them in one singleton job, stores each wait's start and each firing under a
 * unique run key, and records every run.
 */

export const AUTOMATION_NAME_MAX = 120;
export const AUTOMATION_MINUTES_MAX = 1440;
export const AUTOMATION_COOLDOWN_DEFAULT = 5;
export const AUTOMATION_CONDITIONS_MAX = 10;
export const AUTOMATION_ACTIONS_MAX = 10;
export const AUTOMATION_BLOCKS_MAX = 28;
/** `POST /api/automations/preview` replays at most this many days of stored history. */
export const AUTOMATION_PREVIEW_MAX_DAYS = 14;
/** How often the singleton `automations` job evaluates every enabled automation. */
export const AUTOMATION_EVALUATE_MS = 15_000;

/** The metrics a `metric` trigger may watch: a climate controller's or a soil probe's. */
export const AUTOMATION_METRICS = [
  ...COMPARE_METRICS_BY_KIND.climate,
  ...COMPARE_METRICS_BY_KIND.soil,
] as const;
export type AutomationMetric = (typeof AUTOMATION_METRICS)[number];

export const AUTOMATION_RESULTS = ['ok', 'failed', 'skipped'] as const;
export type AutomationResult = (typeof AUTOMATION_RESULTS)[number];

const id = z.string().min(1).max(64);
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 00:00 to 23:59');
const minutes = z.number().int().min(0).max(AUTOMATION_MINUTES_MAX);

// Triggers.

/** Fires when the metric of the device (or the mean of a room's devices that report it) has been past
 * `value` for `forMinutes`; it may fire again only after it came back by `clear` (in the metric's unit). */
export const metricTriggerSchema = z
  .object({
    type: z.literal('metric'),
    deviceId: id.optional(),
    roomId: id.optional(),
    metric: z.enum(AUTOMATION_METRICS),
    op: z.enum(['above', 'below']),
    value: z.number().finite(),
    forMinutes: minutes.default(0),
    clear: z.number().finite().min(0).default(0),
  })
  .strict()
  .refine((t) => (t.deviceId === undefined) !== (t.roomId === undefined), {
    message: 'name either deviceId or roomId',
    path: ['deviceId'],
  });

/** A weekly block in site time; `from` later than `to` runs across midnight into the next day. */
export const timeBlockSchema = z
  .object({
    days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    from: clockTime,
    to: clockTime,
  })
  .strict()
  .refine((b) => b.from !== b.to, { message: 'from and to must differ', path: ['to'] });
export type TimeBlock = z.infer<typeof timeBlockSchema>;

/** Fires when a block begins, and again after a restart inside it (never on every evaluation). */
export const timeTriggerSchema = z
  .object({ type: z.literal('time'), blocks: z.array(timeBlockSchema).min(1).max(AUTOMATION_BLOCKS_MAX) })
  .strict();

/** Fires `offsetMinutes` after the controller's lights go on or off (its day/night phase). */
export const lightsTriggerSchema = z
  .object({
    type: z.literal('lights'),
    deviceId: id,
    edge: z.enum(['on', 'off']),
    offsetMinutes: z.number().int().min(0).max(AUTOMATION_MINUTES_MAX).default(0),
  })
  .strict();

/** Fires when a group enters the stage in the room, or (with `day`) reaches that day of it. */
export const stageTriggerSchema = z
  .object({
    type: z.literal('stage'),
    roomId: id,
    stage: z.enum(GROWING_STAGES),
    day: z.number().int().min(1).max(366).optional(),
  })
  .strict();

/** Fires when an alert of at least this severity opens. */
export const alertTriggerSchema = z
  .object({ type: z.literal('alert'), minSeverity: z.enum(ALERT_SEVERITIES) })
  .strict();

export const automationTriggerSchema = z.discriminatedUnion('type', [
  metricTriggerSchema,
  timeTriggerSchema,
  lightsTriggerSchema,
  stageTriggerSchema,
  alertTriggerSchema,
]);
export type AutomationTrigger = z.output<typeof automationTriggerSchema>;
export type AutomationTriggerType = AutomationTrigger['type'];
export const AUTOMATION_TRIGGER_TYPES = ['metric', 'time', 'lights', 'stage', 'alert'] as const;

// Conditions: each must hold at the moment the trigger fires.

export const automationConditionSchema = z.discriminatedUnion('type', [
  z
    .object({ type: z.literal('time'), from: clockTime, to: clockTime })
    .strict()
    .refine((c) => c.from !== c.to, { message: 'from and to must differ', path: ['to'] }),
  z.object({ type: z.literal('phase'), phase: z.enum(['day', 'night']), deviceId: id }).strict(),
  z.object({ type: z.literal('online'), deviceId: id }).strict(),
  z.object({ type: z.literal('stage'), roomId: id, stage: z.enum(GROWING_STAGES) }).strict(),
]);
export type AutomationCondition = z.output<typeof automationConditionSchema>;
export const AUTOMATION_CONDITION_TYPES = ['time', 'phase', 'online', 'stage'] as const;

// Actions, in order.

export const automationActionSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('command'),
      deviceId: id,
      functionName: z.string().min(1).max(64),
      arg: z.string().max(200).default(''),
    })
    .strict(),
  z.object({ type: z.literal('profile'), profileId: id, roomId: id }).strict(),
  z
    .object({
      type: z.literal('notify'),
      userIds: z.array(id).max(50).optional(),
      roles: z.array(z.enum(ROLES)).max(3).optional(),
    })
    .strict()
    .refine((a) => (a.userIds?.length ?? 0) + (a.roles?.length ?? 0) > 0, {
      message: 'name at least one person or role',
      path: ['userIds'],
    }),
  z.object({ type: z.literal('task'), templateId: id, stepId: id }).strict(),
  z.object({ type: z.literal('webhook'), webhookId: id }).strict(),
]);
export type AutomationAction = z.output<typeof automationActionSchema>;
export const AUTOMATION_ACTION_TYPES = ['command', 'profile', 'notify', 'task', 'webhook'] as const;

/** `POST /api/automations`, `PUT /api/automations/{id}` (S); the server writes `summary` itself. */
export const automationBodySchema = z
  .object({
    name: z.string().trim().min(1).max(AUTOMATION_NAME_MAX),
    enabled: z.boolean().default(true),
    trigger: automationTriggerSchema,
    conditions: z.array(automationConditionSchema).max(AUTOMATION_CONDITIONS_MAX).default([]),
    actions: z.array(automationActionSchema).min(1).max(AUTOMATION_ACTIONS_MAX),
    cooldownMinutes: minutes.default(AUTOMATION_COOLDOWN_DEFAULT),
  })
  .strict();
export type AutomationBody = z.input<typeof automationBodySchema>;
export type AutomationInput = z.output<typeof automationBodySchema>;

/** One run of an automation: when, what fired it (in the reader's language), and how it ended. */
export const automationRunSchema = z.object({
  at: z.string(),
  trigger: z.string(),
  result: z.enum(AUTOMATION_RESULTS),
  detail: z.string(),
});
export type AutomationRun = z.infer<typeof automationRunSchema>;

/**
 * Where an automation's trigger stands: `idle` (armed, nothing pending), `waiting` (past its value, its
 * `forMinutes` wait began at `since`), `fired` (fired at `since`; it fires again only once the value cleared).
 */
export const AUTOMATION_STATES = ['idle', 'waiting', 'fired'] as const;
export type AutomationStateName = (typeof AUTOMATION_STATES)[number];
export const automationStateSchema = z.object({
  status: z.enum(AUTOMATION_STATES),
  since: z.string().nullable(),
});

/** `GET /api/automations/{id}/runs` (L): newest first, `limit` at a time, `before` an instant to page back. */
export const automationRunsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.iso.datetime({ offset: true }).optional(),
});

/** `GET /api/automations`, `GET /api/automations/{id}` (L). `summary` in the reader's language. */
export const automationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  trigger: automationTriggerSchema,
  conditions: z.array(automationConditionSchema),
  actions: z.array(automationActionSchema),
  cooldownMinutes: z.number().int(),
  summary: z.string(),
  createdBy: z.object({ _id: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastRun: automationRunSchema.nullable(),
  state: automationStateSchema,
});
export type Automation = z.infer<typeof automationSchema>;

/**
 * A stored trigger, condition or action as the server writes it back: checked whole by the schemas above
 * when it was saved, so the answer names only its kind. The server's response serializers are compiled,
 * and a compiled serializer cannot choose between a union's members; clients read answers with
 * `automationSchema`, which checks every part.
 */
const storedPart = z.looseObject({ type: z.string() });

/** `automationSchema` as the server's routes declare it (see `storedPart`). */
export const automationAnswerSchema = automationSchema.extend({
  trigger: storedPart,
  conditions: z.array(storedPart),
  actions: z.array(storedPart),
});

/** `POST /api/automations/summary` (S): the sentence of an automation not yet saved, as the form types. */
export const automationSummarySchema = z.object({ summary: z.string() });

/** Epoch milliseconds or an ISO 8601 time. */
const time = z.union([
  z.number().int().nonnegative(),
  z.iso.datetime({ offset: true }).transform((v) => Date.parse(v)),
]);

/** `POST /api/automations/preview` (S): replays stored history over [from, to) without acting. */
export const automationPreviewBodySchema = z
  .object({ automation: automationBodySchema, from: time, to: time })
  .strict()
  .refine((b) => b.from < b.to, { message: 'from must be before to', path: ['from'] });
export type AutomationPreviewBody = z.input<typeof automationPreviewBodySchema>;

/** Each firing the replay found: when, and the actions it would have taken (in the reader's language). */
export const automationPreviewSchema = z.object({
  firings: z.array(z.object({ at: z.string(), actions: z.array(z.string()) })),
});
export type AutomationPreview = z.infer<typeof automationPreviewSchema>;

// Stage climate profiles.

const limits = z
  .object({ min: z.number().finite(), max: z.number().finite() })
  .strict()
  .refine((l) => l.min <= l.max, { message: 'min must not be greater than max', path: ['min'] });
const phaseLimits = z.object({ temperature: limits, humidity: limits, co2: limits }).strict();
export type PhaseLimits = z.infer<typeof phaseLimits>;

/** `/api/climate-profiles` (L read, S write): day and night limits for a stage. */
export const climateProfileBodySchema = z
  .object({
    name: z.string().trim().min(1).max(AUTOMATION_NAME_MAX),
    stage: z.enum(GROWING_STAGES),
    day: phaseLimits,
    night: phaseLimits,
  })
  .strict();
export type ClimateProfileBody = z.input<typeof climateProfileBodySchema>;

export const climateProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  stage: z.enum(GROWING_STAGES),
  day: phaseLimits,
  night: phaseLimits,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClimateProfile = z.infer<typeof climateProfileSchema>;

/** `POST /api/rooms/{id}/apply-profile` (S): without `confirm`, only the change it would make. */
export const applyProfileBodySchema = z
  .object({ profileId: id, confirm: z.boolean().default(false) })
  .strict();

/**
 * The change to one controller: for each threshold command, the current and the new `min,max` of the phase
 * the controller is in (threshold commands set that phase's limits; the other phase's are written when the
 * lights next change). `result`: null in a preview; after `confirm`, each command's outcome.
 */
export const profileChangeSchema = z.object({
  deviceId: z.string(),
  deviceName: z.string(),
  phase: z.enum(['day', 'night']).nullable(),
  commands: z.array(
    z.object({
      functionName: z.enum(['setTemperatureThreshold', 'setHumidityThreshold', 'setCO2Threshold']),
      from: z.string().nullable(),
      to: z.string(),
      result: z.enum(['ok', 'failed']).nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export const applyProfileAnswerSchema = z.object({
  profileId: z.string(),
  roomId: z.string(),
  applied: z.boolean(),
  devices: z.array(profileChangeSchema),
});
export type ApplyProfileAnswer = z.infer<typeof applyProfileAnswerSchema>;
