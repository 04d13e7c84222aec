import { z } from 'zod';
import { GROWING_STAGES } from '../crop.ts';
import { requiredText } from './people.ts';

/**
 * Chart annotations and device notes: what happened to a device, on its time axis.
 * `command` a device function call, `flash` a firmware flash, `alert` an alert opened or resolved, `note` a
 * note someone pinned on the chart, `diary` and `log` the diary and log entries of a cutting standing at the
 * device's location, `stage` a plant group's stage event in the device's room while the device was in it.
 */
export const ANNOTATION_KINDS = ['command', 'flash', 'alert', 'note', 'diary', 'log', 'stage'] as const;
export type AnnotationKind = (typeof ANNOTATION_KINDS)[number];

export const DEVICE_NOTE_MAX = 1000;
/** The latest time a JavaScript Date holds: later epoch milliseconds have no ISO form. */
const MAX_EPOCH_MS = 8_640_000_000_000_000;

/** Epoch milliseconds or an ISO 8601 time, in a query string. */
const queryTime = z.union([
  z.coerce.number().int().nonnegative().max(MAX_EPOCH_MS),
  z.iso.datetime({ offset: true }).transform((v) => Date.parse(v)),
]);

/** The range of the chart, both ends included; `from` before `to`. */
export const annotationsQuerySchema = z
  .object({ from: queryTime, to: queryTime })
  .refine((q) => q.from < q.to, { message: 'from must be before to', path: ['from'] });
export type AnnotationsQuery = z.output<typeof annotationsQuerySchema>;

/**
 * One mark on the time axis. `id` is the note's id for notes (what the delete call takes), else the id of
 * the row it comes from (an alert gives two marks, opened and resolved, with the same id). `by` is who did
 * it as the record names them (an email), null for the system; `authorId` is their account, so the web app
 * can ask `canDeleteDeviceNote` before offering to delete a note.
 */
export const annotationSchema = z.object({
  id: z.string(),
  /** Epoch milliseconds. */
  ts: z.number(),
  kind: z.enum(ANNOTATION_KINDS),
  text: z.string(),
  by: z.string().nullable(),
  authorId: z.string().nullable(),
});
export type Annotation = z.infer<typeof annotationSchema>;
export const annotationsSchema = z.array(annotationSchema);

/** The range of `GET /api/devices/{id}/stage-bands`: as an annotations range. */
export const stageBandsQuerySchema = annotationsQuerySchema;

/**
 * A stretch of a device's chart during which a plant group stood in one growing stage in the room the
 * device was in (DESIGN section 20), epoch ms, clipped to the range asked and to the device's stays in the
 * room. Groups sharing a room at once each have their band; `plantCount` is what the group held when the
 * band began, so a chart can shade the largest.
 */
export const stageBandSchema = z.object({
  from: z.number(),
  to: z.number(),
  stage: z.enum(GROWING_STAGES),
  runId: z.string(),
  runCode: z.string(),
  groupId: z.string(),
  plantCount: z.number().int(),
  roomId: z.string(),
  roomName: z.string(),
});
export type StageBand = z.infer<typeof stageBandSchema>;
export const stageBandsSchema = z.array(stageBandSchema);

/** The author comes from the token; `ts` (epoch ms or ISO 8601) defaults to now. */
export const addDeviceNoteBodySchema = z.object({
  ts: z
    .union([
      z.number().int().nonnegative().max(MAX_EPOCH_MS),
      z.iso.datetime({ offset: true }).transform((v) => Date.parse(v)),
    ])
    .optional(),
  text: requiredText(DEVICE_NOTE_MAX),
});
export type AddDeviceNoteBody = z.input<typeof addDeviceNoteBodySchema>;
