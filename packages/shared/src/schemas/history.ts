import { z } from 'zod';
import { HISTORY_STEPS } from '../history-steps.ts';

/** Epoch milliseconds or an ISO 8601 time. */
const time = z.union([
  z.coerce.number().int().nonnegative(),
  z.iso.datetime({ offset: true }).transform((v) => Date.parse(v)),
]);

/** A history range: [from, to), a step or the one the range picks. */
export const seriesQuerySchema = z
  .object({ from: time, to: time, step: z.enum(HISTORY_STEPS).optional() })
  .refine((q) => q.from < q.to, { message: 'from must be before to', path: ['from'] });
export type SeriesQuery = z.output<typeof seriesQuerySchema>;

const value = z.number().nullable();

export const CLIMATE_SERIES_METRICS = ['temperature', 'humidity', 'co2', 'vpd'] as const;
export type ClimateSeriesMetric = (typeof CLIMATE_SERIES_METRICS)[number];
const climateValues = z.object({ temperature: value, humidity: value, co2: value, vpd: value });

/** One bucket: the averages, `light` as the share of the bucket in day (0..1), and the raw readings' extremes. */
export const climateSeriesPointSchema = climateValues.extend({
  ts: z.number(),
  light: value,
  min: climateValues,
  max: climateValues,
});
export type ClimateSeriesPoint = z.infer<typeof climateSeriesPointSchema>;
export const climateSeriesSchema = z.array(climateSeriesPointSchema);

export const SOIL_SERIES_METRICS = [
  'moisture_pct',
  'temp_c',
  'ec_mscm',
  'ph',
  'n_mgkg',
  'p_mgkg',
  'k_mgkg',
] as const;
export type SoilSeriesMetric = (typeof SOIL_SERIES_METRICS)[number];

/** One bucket of a soil sensor: the averages of its seven values. */
export const soilSeriesPointSchema = z.object({
  ts: z.number(),
  moisture_pct: value,
  temp_c: value,
  ec_mscm: value,
  ph: value,
  n_mgkg: value,
  p_mgkg: value,
  k_mgkg: value,
});
export type SoilSeriesPoint = z.infer<typeof soilSeriesPointSchema>;
export const soilSeriesSchema = z.array(soilSeriesPointSchema);

/** A range of days: [from, to) as epoch ms or ISO 8601, cut into days in the device time zone. */
export const dailyQuerySchema = z
  .object({ from: time, to: time })
  .refine((q) => q.from < q.to, { message: 'from must be before to', path: ['from'] });
export type DailyQuery = z.output<typeof dailyQuerySchema>;

const stats = z.object({ min: value, avg: value, max: value });
export type DailyStats = z.infer<typeof stats>;

/** A climate day: each value's extremes and average, and the percentage of readings inside their limits. */
export const climateDaySchema = z.object({
  date: z.string(),
  temperature: stats,
  humidity: stats,
  co2: stats,
  vpd: stats,
  inRangePct: z.object({ temperature: value, humidity: value, co2: value }),
});
export type ClimateDay = z.infer<typeof climateDaySchema>;

export const soilDaySchema = z.object({
  date: z.string(),
  moisture_pct: stats,
  temp_c: stats,
  ec_mscm: stats,
  ph: stats,
  n_mgkg: stats,
  p_mgkg: stats,
  k_mgkg: stats,
});
export type SoilDay = z.infer<typeof soilDaySchema>;

/** A water day: litres in and out, and in minus out. */
export const waterDaySchema = z.object({ date: z.string(), in_l: value, out_l: value, balance_l: value });
export type WaterDay = z.infer<typeof waterDaySchema>;

/**
 * One row per day, shaped by the device's kind: the answer's schema has every kind's fields, each present
 * only for its kind (one object shape, so the answer's serializer is compiled like the others').
 */
export const dailySummarySchema = z.array(
  z
    .object({ date: z.string() })
    .extend(climateDaySchema.omit({ date: true }).partial().shape)
    .extend(soilDaySchema.omit({ date: true }).partial().shape)
    .extend(waterDaySchema.omit({ date: true }).partial().shape),
);
