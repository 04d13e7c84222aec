import { z } from 'zod';
import {
  ALERT_DEVICE_TYPES,
  ALERT_KINDS,
  ALERT_RESOLUTIONS,
  ALERT_SEVERITIES,
  ALERT_STATES,
} from '../alerts.ts';
import { GROWING_STAGES, STAGES } from '../crop.ts';
import { DEVICE_KINDS } from '../device-contract.ts';
import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_DELIVERIES_PAGE_SIZE_MAX,
  WEBHOOK_DELIVERY_EVENTS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX_LENGTH,
} from '../outgoing-webhooks.ts';
import { AUTOMATION_TRIGGER_TYPES } from './automations.ts';

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);
/** A delivery's event: a subscribed one, or `automation.fired` (sent to the hook an automation names). */
export const webhookDeliveryEventSchema = z.enum(WEBHOOK_DELIVERY_EVENTS);

/**
 * `POST /api/admin/webhooks` and `PUT /api/admin/webhooks/{id}`. The URL's scheme and credentials are
 * checked past the schema (`webhookUrlProblem`), so each problem answers with its own error code.
 */
export const webhookBodySchema = z.object({
  url: z.string().trim().min(1).max(WEBHOOK_URL_MAX_LENGTH),
  events: z.array(webhookEventSchema).min(1).max(WEBHOOK_EVENTS.length),
  enabled: z.boolean().default(true),
});
export type WebhookBody = z.input<typeof webhookBodySchema>;

export const webhookIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A webhook as the API sends it: never its secret, which only the create answer carries. */
export const webhookSchema = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  enabled: z.boolean(),
  /** Set when Canopy switched the hook off itself (`gone`: the receiver answered 410). */
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.array(webhookSchema);

/** The create answer: the webhook and its signing secret, shown this once. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/** One attempt of a delivery, as integrators' webhook logs show them: every answer, not only the last. */
export const webhookDeliveryAttemptSchema = z.object({
  /** 1 for the first attempt. */
  attempt: z.number().int(),
  /** When it was sent. */
  at: z.string(),
  status: z.number().int().nullable().describe("The receiver's HTTP status; null when it never answered"),
  durationMs: z.number().int().describe('How long the receiver took to answer, or to fail'),
  error: z
    .string()
    .nullable()
    .describe('Why it did not count as delivered (`HTTP 500`, `No answer within 10 s`); null for a 2xx'),
});
export type WebhookDeliveryAttempt = z.infer<typeof webhookDeliveryAttemptSchema>;

export const webhookDeliverySchema = z.object({
  _id: z.string().describe('Also the body `id` and the X-Canopy-Delivery header: the same on every retry'),
  webhookId: z.string(),
  event: webhookDeliveryEventSchema,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable().describe("The receiver's HTTP status at the last attempt"),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When the next attempt is due, while pending. */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** Every attempt, oldest first (a delivery logged before Canopy kept them lists none). */
  attemptLog: z.array(webhookDeliveryAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(WEBHOOK_DELIVERIES_PAGE_SIZE_MAX)
    .default(WEBHOOK_DELIVERIES_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuerySchema>;

/** Newest first; page on with `nextCursor`. */
export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

// What a receiver gets: the body of every delivery, for receivers and the docs.

const payloadDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(DEVICE_KINDS).nullable(),
});

export const webhookAlertDataSchema = z.object({
  alert: z.object({
    id: z.string(),
    state: z.enum(ALERT_STATES),
    severity: z.enum(ALERT_SEVERITIES),
    kind: z.enum(ALERT_KINDS),
    metric: z.string().nullable(),
    value: z.number().nullable(),
    limit: z.number().nullable(),
    openedAt: z.string(),
    acknowledgedAt: z.string().nullable(),
    acknowledgedBy: z.string().nullable(),
    ackNote: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    resolution: z.enum(ALERT_RESOLUTIONS).nullable(),
  }),
  rule: z.object({ id: z.string(), name: z.string() }),
  device: payloadDeviceSchema.extend({ kind: z.enum(ALERT_DEVICE_TYPES) }),
  /** The room the device was in when the alert opened; null for a device in no room. */
  room: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The run, stage and day of the group with most plants in that room then; null when none grew there. */
  run: z
    .object({
      id: z.string(),
      code: z.string(),
      stage: z.enum(STAGES),
      dayOfStage: z.number().int(),
      /** Planned days of the stage in the run; null for `done` and `lost`. */
      plannedDays: z.number().int().nullable(),
    })
    .nullable(),
  /** The device's page on this Canopy (`PUBLIC_URL`). */
  url: z.string(),
});

export const webhookDeviceDataSchema = z.object({
  device: payloadDeviceSchema.extend({
    status: z.enum(['online', 'offline']),
    lastSeenAt: z.string().nullable(),
  }),
  url: z.string(),
});

/** `automation.fired`: the automation that ran and what fired it (DESIGN 24), as its run stores them. */
export const webhookAutomationDataSchema = z.object({
  automation: z.object({ id: z.string(), name: z.string() }),
  trigger: z.object({
    type: z.enum(AUTOMATION_TRIGGER_TYPES),
    /** metric: the value that fired it and the device it was read from. */
    observed: z.number().optional(),
    deviceId: z.string().optional(),
    /** time: the block that began (`HH:MM`). */
    blockFrom: z.string().optional(),
    blockTo: z.string().optional(),
    /** lights: the edge. */
    edge: z.enum(['on', 'off']).optional(),
    /** stage: the group that entered the stage or reached the day. */
    groupId: z.string().optional(),
    stage: z.enum(GROWING_STAGES).optional(),
    day: z.number().int().optional(),
    /** alert: the alert that opened. */
    alertId: z.string().optional(),
    severity: z.enum(ALERT_SEVERITIES).optional(),
  }),
  /** The automation's runs page on this Canopy (`PUBLIC_URL`). */
  url: z.string(),
});

export const webhookPayloadSchema = z.object({
  id: z.string(),
  event: webhookDeliveryEventSchema,
  occurredAt: z.string(),
  data: z.union([webhookAlertDataSchema, webhookDeviceDataSchema, webhookAutomationDataSchema]),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
export type WebhookAlertData = z.infer<typeof webhookAlertDataSchema>;
export type WebhookDeviceData = z.infer<typeof webhookDeviceDataSchema>;
export type WebhookAutomationData = z.infer<typeof webhookAutomationDataSchema>;
