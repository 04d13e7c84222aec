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
