import { z } from 'zod';
import { GROWING_STAGES } from '../crop.ts';

/**
 * Crop-steering metrics per room and day (DESIGN section 23). A day runs from one lights-on of the room's
 * climate controller to the next; a room without one (or a day the lights never changed) falls back to the
 * site's local midnight.
 */

/** The most days one steering call reads. */
export const STEERING_MAX_DAYS = 92;
/** The days a steering call reads when it names no range: the last two weeks. */
export const STEERING_DEFAULT_DAYS = 14;
/** A soil moisture rise of at least this many points within ten minutes is a shot where no meter is. */
export const SHOT_MOISTURE_RISE = 3;
export const SHOT_RISE_WINDOW_MS = 10 * 60_000;

/** Epoch milliseconds or an ISO 8601 time. */
const time = z.union([
  z.coerce.number().int().nonnegative(),
  z.iso.datetime({ offset: true }).transform((v) => Date.parse(v)),
]);

/** `GET /api/rooms/{id}/steering?from&to`: the days that begin in [from, to); default the last 14 days. */
export const steeringQuerySchema = z
  .object({ from: time.optional(), to: time.optional() })
  .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, {
    message: 'from must be before to',
    path: ['from'],
  })
  .refine(
    (q) => q.from === undefined || q.to === undefined || q.to - q.from <= STEERING_MAX_DAYS * 86_400_000,
    { message: `at most ${STEERING_MAX_DAYS} days`, path: ['to'] },
  );
export type SteeringQuery = z.output<typeof steeringQuerySchema>;

/** How shots were found: the room's water meter, steps of its soil moisture, or neither (no device). */
export const SHOT_SOURCES = ['meter', 'moisture', 'none'] as const;
export type ShotSource = (typeof SHOT_SOURCES)[number];

/** One irrigation shot: when it began (ISO 8601), and its litres when a meter measured it. */
export const steeringShotSchema = z.object({ at: z.string(), litres: z.number().nullable() });
export type SteeringShot = z.infer<typeof steeringShotSchema>;

const figure = z.number().nullable();

/**
 * One day of a room. `date`: the local date its day began; `start`/`end` its bounds (ISO 8601);
 * `lightsOn`/`lightsOff` (ISO 8601) null when the lights did not change (or no controller reports them);
 * `stage` the stage of most plants in the room then (null when empty). `firstShotMin`/`lastShotMin`:
 * minutes after lights-on. `runoffPct`: out over in. `overnightDrybackPct`: moisture at the previous
 * lights-off minus moisture before the day's first shot, over the former; `dayDrybackPct`: the moisture
 * after the day's last shot minus moisture at lights-off, over the former. `ecStart`/`ecEnd`: the
 * substrate EC (mS/cm) at the day's start and end, `ecTrend` their difference. `vpdInTargetPct`: the share
 * of the day's time the room's VPD was inside the target of `stage` (site settings).
 */
export const steeringDaySchema = z.object({
  date: z.string(),
  start: z.string(),
  end: z.string(),
  lightsOn: z.string().nullable(),
  lightsOff: z.string().nullable(),
  stage: z.enum(GROWING_STAGES).nullable(),
  shots: z.array(steeringShotSchema),
  shotCount: z.number().int(),
  firstShotMin: figure,
  lastShotMin: figure,
  litresIn: figure,
  litresOut: figure,
  runoffPct: figure,
  overnightDrybackPct: figure,
  dayDrybackPct: figure,
  ecStart: figure,
  ecEnd: figure,
  ecTrend: figure,
  vpdInTargetPct: figure,
});
export type SteeringDay = z.infer<typeof steeringDaySchema>;

/** A room's steering over a range: its days, oldest first, and where the shots came from. */
export const steeringSchema = z.object({
  roomId: z.string(),
  from: z.number(),
  to: z.number(),
  source: z.enum(SHOT_SOURCES),
  days: z.array(steeringDaySchema),
});
export type Steering = z.infer<typeof steeringSchema>;
