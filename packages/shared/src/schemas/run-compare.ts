import { z } from 'zod';
import { GROWING_STAGES, LOSS_REASONS, RUN_STATES, STAGES } from '../crop.ts';
import { RUN_CLIMATE_MARK_KINDS } from './run-climate.ts';

/**
 * Comparing runs by day of stage (DESIGN section 23). The metrics a comparison reads, by the kind of
 * device that measures them: climate controllers, soil sensors and water meters.
 */
export const COMPARE_METRICS_BY_KIND = {
  climate: ['temperature', 'humidity', 'co2', 'vpd'],
  soil: ['moisture_pct', 'ec_mscm', 'temp_c', 'ph'],
  water: ['in_l', 'out_l'],
} as const;
export const COMPARE_METRICS = [
  ...COMPARE_METRICS_BY_KIND.climate,
  ...COMPARE_METRICS_BY_KIND.soil,
  ...COMPARE_METRICS_BY_KIND.water,
] as const;
export type CompareMetric = (typeof COMPARE_METRICS)[number];

/** A comparison's buckets: a day of stage, or a quarter or an hour of one, on the site's clock. */
export const COMPARE_STEPS = ['1d', '6h', '1h'] as const;
export type CompareStep = (typeof COMPARE_STEPS)[number];
export const COMPARE_STEP_HOURS: Readonly<Record<CompareStep, number>> = { '1d': 24, '6h': 6, '1h': 1 };

export const COMPARE_MIN_RUNS = 2;
export const COMPARE_MAX_RUNS = 6;

/** A comma-separated list in a query string (`ids=a,b`), or the same key repeated (`ids=a&ids=b`). */
const list = z.union([z.string(), z.array(z.string())]).transform((value) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => part.length > 0),
);

/**
 * `GET /api/runs/compare` and `/api/runs/compare.csv`: 2 to 6 distinct runs, a growing stage (default
 * flower), the metrics (default all) and a step (default a day).
 */
export const runCompareQuerySchema = z.object({
  ids: list.pipe(
    z
      .array(z.string().min(1).max(64))
      .min(COMPARE_MIN_RUNS)
      .max(COMPARE_MAX_RUNS)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'a run is named twice' }),
  ),
  stage: z.enum(GROWING_STAGES).default('flower'),
  // A metric named twice is read (and written to the CSV) once.
  metrics: list
    .pipe(z.array(z.enum(COMPARE_METRICS)).min(1))
    .transform((metrics) => [...new Set(metrics)])
    .default([...COMPARE_METRICS]),
  step: z.enum(COMPARE_STEPS).default('1d'),
});
export type RunCompareQuery = z.output<typeof runCompareQuerySchema>;

/** A metric's value in a bucket: the average of the readings, and their extremes. */
export const compareValueSchema = z.object({ avg: z.number(), min: z.number(), max: z.number() });
export type CompareValue = z.infer<typeof compareValueSchema>;

/**
 * One bucket of a run's stage: `day` of stage (1 on the local date the stage began), `hour` its first
 * local hour (0 for a whole day). Each metric asked is present when the bucket has readings of it.
 * Water's `in_l` and `out_l` are the litres that flowed in the bucket (avg = the litres; min = max).
 */
export const comparePointSchema = z
  .object({ day: z.number().int().min(1), hour: z.number().int().min(0).max(23) })
  .extend(
    Object.fromEntries(COMPARE_METRICS.map((m) => [m, compareValueSchema.optional()])) as {
      [K in CompareMetric]: z.ZodOptional<typeof compareValueSchema>;
    },
  );
export type ComparePoint = z.infer<typeof comparePointSchema>;

/**
 * What happened during the stage, placed on its day axis: `day` of stage and `hour` (local, with minutes
 * as a fraction). Fields as a run climate mark's (`schemas/run-climate.ts`); a harvest is kind `harvest`.
 */
export const COMPARE_MARK_KINDS = [...RUN_CLIMATE_MARK_KINDS, 'harvest'] as const;
export const compareMarkSchema = z.object({
  day: z.number().int().min(1),
  hour: z.number().min(0).max(24),
  ts: z.number(),
  kind: z.enum(COMPARE_MARK_KINDS),
  text: z.string(),
  stage: z.enum(STAGES).nullable(),
  roomName: z.string().nullable(),
  count: z.number().int().nullable(),
  reason: z.enum(LOSS_REASONS).nullable(),
});
export type CompareMark = z.infer<typeof compareMarkSchema>;

/**
 * One run in a comparison. `stageStartedAt`: the first of its groups' events into the stage (null when no
 * group reached it; `days` is then 0 and `points` empty). `days`: the stage's length in days so far (the
 * last day any group was still in it).
 */
export const compareRunSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  state: z.enum(RUN_STATES),
  strainNames: z.array(z.string()),
  stageStartedAt: z.string().nullable(),
  days: z.number().int().min(0),
  points: z.array(comparePointSchema),
  marks: z.array(compareMarkSchema),
});
export type CompareRun = z.infer<typeof compareRunSchema>;

const stageDays = z.object(
  Object.fromEntries(GROWING_STAGES.map((stage) => [stage, z.number().int().nullable()])) as {
    [K in (typeof GROWING_STAGES)[number]]: z.ZodNullable<z.ZodNumber>;
  },
);
const figure = z.number().nullable();

/**
 * A run's outcome (DESIGN section 23). Days, plants and grams are the whole run's; the room figures (VPD,
 * limits, shots, dryback, water, runoff) are the compared stage's. A figure that cannot be known (no
 * harvest weighed yet, no device of the kind in the room) is null.
 */
export const compareOutcomeSchema = z.object({
  runId: z.string(),
  plannedDays: stageDays,
  actualDays: stageDays,
  plantsStarted: z.number().int(),
  plantsLost: z.number().int(),
  plantsHarvested: z.number().int(),
  wetGrams: figure,
  dryGrams: figure,
  dryPerPlant: figure,
  dryPerM2: figure,
  vpdInTargetPct: figure,
  temperatureInLimitsPct: figure,
  humidityInLimitsPct: figure,
  shotsPerDay: figure,
  overnightDrybackPct: figure,
  waterInL: figure,
  waterOutL: figure,
  runoffPct: figure,
});
export type CompareOutcome = z.infer<typeof compareOutcomeSchema>;

export const runCompareSchema = z.object({
  stage: z.enum(GROWING_STAGES),
  step: z.enum(COMPARE_STEPS),
  metrics: z.array(z.enum(COMPARE_METRICS)),
  runs: z.array(compareRunSchema),
  outcomes: z.array(compareOutcomeSchema),
});
export type RunCompare = z.infer<typeof runCompareSchema>;
