import { z } from 'zod';
import { GROWING_STAGES, LOSS_REASONS, RUN_STATES, STAGES } from '../crop.ts';
import { feedingTotalsSchema, feedSchema, scoutingSchema, treatmentSchema } from './feeding.ts';
import { harvestSchema } from './harvests.ts';
import { personSchema } from './people.ts';

export const RUN_NAME_MAX = 120;
export const RUN_CODE_MAX = 40;
export const RUN_NOTES_MAX = 5000;
export const EVENT_NOTE_MAX = 1000;
export const RUN_GROUPS_MAX = 50;
export const GROUP_PLANTS_MAX = 100_000;
/** `R-2026-014`: letters, digits and dashes. */
export const RUN_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

export const plannedDaysSchema = z.object(
  Object.fromEntries(GROWING_STAGES.map((stage) => [stage, z.number().int().min(0).max(365)])) as Record<
    (typeof GROWING_STAGES)[number],
    z.ZodNumber
  >,
);
export type PlannedDays = z.infer<typeof plannedDaysSchema>;

export const plantGroupSchema = z.object({
  _id: z.string(),
  runId: z.string(),
  strainId: z.string(),
  strainName: z.string(),
  plantCount: z.number().int(),
  cuttingIds: z.array(z.string()),
  roomId: z.string(),
  roomName: z.string(),
  stage: z.enum(STAGES),
  stageStartedAt: z.string(),
  dayOfStage: z.number().int(),
  parentGroupId: z.string().nullable(),
  motherId: z.string().nullable(),
});
export type PlantGroup = z.infer<typeof plantGroupSchema>;

export const stageEventSchema = z.object({
  _id: z.string(),
  groupId: z.string(),
  stage: z.enum(STAGES),
  roomId: z.string(),
  at: z.string(),
  plantCount: z.number().int(),
  /** The group split off by this event, if it moved only part of the plants. */
  splitGroupId: z.string().nullable(),
  by: personSchema.nullable(),
  note: z.string(),
});
export type StageEvent = z.infer<typeof stageEventSchema>;

export const plantLossSchema = z.object({
  _id: z.string(),
  groupId: z.string(),
  count: z.number().int(),
  reason: z.enum(LOSS_REASONS),
  at: z.string(),
  by: personSchema.nullable(),
  note: z.string(),
});
export type PlantLoss = z.infer<typeof plantLossSchema>;

/**
 * A photo of a group taken on the grow-room floor. `url` (full size) and `thumbUrl` are short-lived signed
 * links: the files are private, as bug photos are.
 */
export const groupPhotoSchema = z.object({
  _id: z.string(),
  groupId: z.string(),
  at: z.string(),
  by: personSchema.nullable(),
  note: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
});
export type GroupPhoto = z.infer<typeof groupPhotoSchema>;

export const runTotalsSchema = z.object({
  plantsStarted: z.number().int(),
  plantsNow: z.number().int(),
  plantsLost: z.number().int(),
});

/**
 * A run as `GET /api/runs/{id}` and every write on it answer: groups, events, losses and harvests (newest
 * last).
 */
export const runSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  state: z.enum(RUN_STATES),
  startedAt: z.string(),
  plannedDays: plannedDaysSchema,
  notes: z.string(),
  createdBy: personSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  groups: z.array(plantGroupSchema),
  events: z.array(stageEventSchema),
  losses: z.array(plantLossSchema),
  harvests: z.array(harvestSchema),
  photos: z.array(groupPhotoSchema),
  /** Its groups' rows of room feeds, scouting and treatments (DESIGN section 25), oldest first. */
  feeds: z.array(feedSchema),
  scouting: z.array(scoutingSchema),
  treatments: z.array(treatmentSchema),
  totals: runTotalsSchema,
  feedingTotals: feedingTotalsSchema,
});
export type Run = z.infer<typeof runSchema>;

/** A run in `GET /api/runs`: the whole run without its events, losses, harvests, photos and feeding. */
export const runSummarySchema = runSchema.omit({
  events: true,
  losses: true,
  harvests: true,
  photos: true,
  feeds: true,
  scouting: true,
  treatments: true,
  feedingTotals: true,
});
export type RunSummary = z.infer<typeof runSummarySchema>;

export const listRunsQuerySchema = z.object({
  state: z.enum(RUN_STATES).optional(),
  strainId: z.string().min(1).max(64).optional(),
  roomId: z.string().min(1).max(64).optional(),
});

const atSchema = z.iso.datetime({ offset: true });

export const newGroupSchema = z.object({
  strainId: z.string().min(1).max(64),
  plantCount: z.number().int().min(1).max(GROUP_PLANTS_MAX),
  roomId: z.string().min(1).max(64),
  stage: z.enum(GROWING_STAGES),
  cuttingIds: z.array(z.string().min(1).max(64)).max(1000).default([]),
  motherId: z.string().min(1).max(64).nullable().default(null),
});

export const createRunBodySchema = z.object({
  name: z.string().trim().max(RUN_NAME_MAX).optional(),
  startedAt: atSchema.optional(),
  plannedDays: plannedDaysSchema.optional(),
  notes: z.string().trim().max(RUN_NOTES_MAX).default(''),
  groups: z.array(newGroupSchema).min(1).max(RUN_GROUPS_MAX),
});
export type CreateRunBody = z.input<typeof createRunBodySchema>;

export const updateRunBodySchema = z.object({
  name: z.string().trim().min(1).max(RUN_NAME_MAX),
  code: z.string().trim().min(1).max(RUN_CODE_MAX).regex(RUN_CODE_PATTERN),
  plannedDays: plannedDaysSchema,
  notes: z.string().trim().max(RUN_NOTES_MAX).default(''),
  state: z.enum(RUN_STATES),
});
export type UpdateRunBody = z.input<typeof updateRunBodySchema>;

/** A move to a stage and room; `plantCount` below the group's count splits it. */
export const stageEventBodySchema = z.object({
  stage: z.enum(STAGES),
  roomId: z.string().min(1).max(64),
  at: atSchema.optional(),
  plantCount: z.number().int().min(1).max(GROUP_PLANTS_MAX).optional(),
  cuttingIds: z.array(z.string().min(1).max(64)).max(1000).optional(),
  note: z.string().trim().max(EVENT_NOTE_MAX).default(''),
});
export type StageEventBody = z.input<typeof stageEventBodySchema>;

export const lossBodySchema = z.object({
  count: z.number().int().min(1).max(GROUP_PLANTS_MAX),
  reason: z.enum(LOSS_REASONS),
  at: atSchema.optional(),
  note: z.string().trim().max(EVENT_NOTE_MAX).default(''),
});
export type LossBody = z.input<typeof lossBodySchema>;

/** Photos a group's upload takes at once (multipart fields `file`). */
export const GROUP_PHOTOS_PER_UPLOAD = 5;

/** The text fields of a group's photo upload: dated as a loss is, with an optional note. */
export const groupPhotoFieldsSchema = z.object({
  at: atSchema.optional(),
  note: z.string().trim().max(EVENT_NOTE_MAX).default(''),
});
export type GroupPhotoFields = z.input<typeof groupPhotoFieldsSchema>;
