import { z } from 'zod';
import { ALERT_SEVERITIES, ALERT_STATES } from '../alerts.ts';

/**
 * What `GET /api/events` sends, one server-sent event each (`event: <type>`, the JSON below as `data`).
 * Events say what changed; a client reads the rows back (or, for an alert, may update what it holds).
 */

/** How an alert changed: `updated` is a worse value, or its rule's name or severity changed. */
export const LIVE_ALERT_CHANGES = ['opened', 'updated', 'acknowledged', 'resolved'] as const;
export type LiveAlertChange = (typeof LIVE_ALERT_CHANGES)[number];

/** A device's reading, status, power, config or flash outcome was stored. */
export const liveDeviceEventSchema = z.object({
  type: z.literal('device'),
  deviceId: z.string(),
  /** The device event's name (`reading`, `spark/status`, ...). */
  name: z.string(),
  /** When the server published it (epoch ms). */
  at: z.number(),
});
export type LiveDeviceEvent = z.infer<typeof liveDeviceEventSchema>;

/**
 * An alert changed. It carries what any logged-in user may read of the alert (`GET /api/alerts/{id}`
 * answers them the whole alert), so a client knows which alert it was without refetching every list.
 */
export const liveAlertEventSchema = z.object({
  type: z.literal('alert'),
  deviceId: z.string(),
  name: z.enum(LIVE_ALERT_CHANGES),
  alertId: z.string(),
  ruleId: z.string(),
  /** The alert's state after the change. */
  state: z.enum(ALERT_STATES),
  severity: z.enum(ALERT_SEVERITIES),
  at: z.number(),
});
export type LiveAlertEvent = z.infer<typeof liveAlertEventSchema>;

/**
 * How a run changed: made, its fields edited, a group moved or split, plants lost, a move undone, one of
 * its harvests recorded, weighed, noted or closed, a group's photo added or deleted, or a feed, scouting
 * or treatment recorded on one of its groups (`feeding`).
 */
export const LIVE_RUN_CHANGES = [
  'created',
  'changed',
  'moved',
  'loss',
  'undone',
  'harvest',
  'photo',
  'feeding',
] as const;
export type LiveRunChange = (typeof LIVE_RUN_CHANGES)[number];

/** A run changed: a client reads it back (`GET /api/runs/{id}`) with the rooms that show its groups. */
export const liveRunEventSchema = z.object({
  type: z.literal('run'),
  runId: z.string(),
  name: z.enum(LIVE_RUN_CHANGES),
  at: z.number(),
});
export type LiveRunEvent = z.infer<typeof liveRunEventSchema>;

export const liveEventSchema = z.discriminatedUnion('type', [
  liveDeviceEventSchema,
  liveAlertEventSchema,
  liveRunEventSchema,
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Events from other instances may have been missed (the server's listener was down): refetch everything. */
export const liveResyncSchema = z.object({ type: z.literal('resync'), at: z.number() });
export type LiveResync = z.infer<typeof liveResyncSchema>;

export type LiveMessage = LiveEvent | LiveResync;
