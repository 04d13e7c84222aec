import { z } from 'zod';
import { RUN_STATES, STAGES } from '../crop.ts';
import { cuttingSummarySchema } from './cuttings.ts';

/*
 * Mothers and lineage (DESIGN section 20): which mother each clone came from, how her clones rooted,
 * and where a cutting's plants went.
 */

/** A mother on `GET /api/mothers`, with what became of the clones taken from her. */
export const motherSchema = cuttingSummarySchema
  .pick({
    _id: true,
    shortId: true,
    code: true,
    name: true,
    strainId: true,
    strainName: true,
    // A retired mother is still listed, with her history; null while she is in use.
    retiredAt: true,
  })
  .extend({
    /** Cuttings naming her as mother plus the plants of groups started from her (each plant once). */
    clonesTaken: z.number().int(),
    /** Plants of her groups moved from propagation to veg. */
    rooted: z.number().int(),
    /** Plants of her groups lost while they were in propagation. */
    lostInPropagation: z.number().int(),
    /** Median calendar days (site zone) from a group's start to its move to veg, over rooted plants. */
    medianDaysToRoot: z.number().nullable(),
    /** Downstream dry grams per harvested plant: harvests (DESIGN section 21) are not recorded yet. */
    meanDryGramsPerPlant: z.number().nullable(),
  });
export type Mother = z.infer<typeof motherSchema>;

/** A cutting as its lineage names it: enough to show and link it. */
export const lineageCuttingSchema = cuttingSummarySchema.pick({
  _id: true,
  shortId: true,
  code: true,
  name: true,
  strainId: true,
  isMother: true,
  motherId: true,
  retiredAt: true,
});
export type LineageCutting = z.infer<typeof lineageCuttingSchema>;

/** A run holding the cutting (in a group's `cuttingIds`) or plants taken from it (a group's `motherId`). */
export const lineageRunSchema = z.object({
  runId: z.string(),
  code: z.string(),
  name: z.string(),
  state: z.enum(RUN_STATES),
  /** The run's groups naming the cutting. */
  groupIds: z.array(z.string()),
  /** The furthest stage among those groups (a group that is `lost` counts last). */
  stage: z.enum(STAGES),
});
export type LineageRun = z.infer<typeof lineageRunSchema>;

/** The mother chain walks up, and the clones down, at most this many levels. */
export const LINEAGE_DEPTH_MAX = 20;

/** A live cutting descending from the cutting (a clone, a clone's clone...), with the runs it went into. */
export const lineageDescendantSchema = z.object({
  /** Its `motherId` names the cutting or the descendant it was taken from. */
  cutting: lineageCuttingSchema,
  /** 1 for the cutting's own clones, 2 for their clones, and so on down. */
  generation: z.number().int().min(1),
  runs: z.array(lineageRunSchema),
});
export type LineageDescendant = z.infer<typeof lineageDescendantSchema>;

/** `GET /api/cuttings/{id}/lineage`. */
export const cuttingLineageSchema = z.object({
  cutting: lineageCuttingSchema,
  /** Her mother, then hers, nearest first; stops at a cycle or after `LINEAGE_DEPTH_MAX` levels. */
  mothers: z.array(lineageCuttingSchema),
  /** The runs holding the cutting itself or taken from it. */
  runs: z.array(lineageRunSchema),
  /**
   * Her clones, their clones and so on (live ones, down through live mothers, at most
   * `LINEAGE_DEPTH_MAX` generations), nearest generation first, then by code.
   */
  descendants: z.array(lineageDescendantSchema),
  /**
   * Harvests of the cutting's and its descendants' plants arrive with DESIGN section 21; always empty
   * until then.
   */
  harvests: z.array(z.object({ _id: z.string() })),
});
export type CuttingLineage = z.infer<typeof cuttingLineageSchema>;
