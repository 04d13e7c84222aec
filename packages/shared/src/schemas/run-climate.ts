import { z } from 'zod';
import { LOSS_REASONS, STAGES } from '../crop.ts';
import { HISTORY_STEPS } from '../history-steps.ts';

/**
 * What a run's climate chart marks on its time axis. `stage` a stage event (a move, or a split: `count`
 * plants), `loss` plants lost, `alert` an alert of a device in the group's room opened while the group was
 * there, `note` a note pinned on such a device's chart, `photo` a photo of the group (`text` its note, empty
 * without one). Feeds, IPM and tasks join when they exist.
 */
/** `feed`, `scouting` and `treatment`: the group's rows of room entries (DESIGN section 25). */
export const RUN_CLIMATE_MARK_KINDS = [
  'stage',
  'loss',
  'alert',
  'note',
  'photo',
  'feed',
  'scouting',
  'treatment',
] as const;
export type RunClimateMarkKind = (typeof RUN_CLIMATE_MARK_KINDS)[number];

/** `GET /api/runs/{id}/climate`: a group of the run (default: the one with most plants) and a step. */
export const runClimateQuerySchema = z.object({
  groupId: z.string().min(1).max(64).optional(),
  step: z.enum(HISTORY_STEPS).optional(),
});
export type RunClimateQuery = z.output<typeof runClimateQuerySchema>;

const value = z.number().nullable();

/** One bucket: each value's average over the climate controllers in the group's room then. */
export const runClimatePointSchema = z.object({
  /** The bucket's start, epoch milliseconds. */
  ts: z.number(),
  temperature: value,
  humidity: value,
  co2: value,
  vpd: value,
});
export type RunClimatePoint = z.infer<typeof runClimatePointSchema>;

/** A stretch the group spent in one stage and room, from one of its stage events to the next (epoch ms). */
export const runClimateBandSchema = z.object({
  stage: z.enum(STAGES),
  roomId: z.string(),
  roomName: z.string(),
  from: z.number(),
  to: z.number(),
});
export type RunClimateBand = z.infer<typeof runClimateBandSchema>;

/**
 * One mark. `text` is English, for readers of the API; the web app words a mark itself from its kind and
 * fields: `stage` and `roomName` for a stage event, `count` for a split or a loss, `reason` for a loss. A
 * field that does not apply to the kind is null.
 */
export const runClimateMarkSchema = z.object({
  ts: z.number(),
  kind: z.enum(RUN_CLIMATE_MARK_KINDS),
  text: z.string(),
  stage: z.enum(STAGES).nullable(),
  roomName: z.string().nullable(),
  count: z.number().int().nullable(),
  reason: z.enum(LOSS_REASONS).nullable(),
});
export type RunClimateMark = z.infer<typeof runClimateMarkSchema>;

/** The room climate of one group over its run, with its stage bands and marks; times are epoch ms. */
export const runClimateSchema = z.object({
  groupId: z.string(),
  from: z.number(),
  to: z.number(),
  step: z.enum(HISTORY_STEPS),
  points: z.array(runClimatePointSchema),
  bands: z.array(runClimateBandSchema),
  marks: z.array(runClimateMarkSchema),
});
export type RunClimate = z.infer<typeof runClimateSchema>;
