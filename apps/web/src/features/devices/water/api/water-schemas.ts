import { z } from 'zod';

const num = z.number().nullish();
const stamp = z.union([z.number(), z.string()]).nullish();
const meter = z.object({ rate_lpm: num, total_l: num }).nullish();

/** SPEC section 3: latest and series points carry in and out, each with a rate and a total. */
export const waterLatestSchema = z.object({ ts: stamp, in: meter, out: meter });
export type WaterLatest = z.infer<typeof waterLatestSchema>;

export const waterPointSchema = z.object({ ts: z.union([z.number(), z.string()]), in: meter, out: meter });
export type WaterPoint = z.infer<typeof waterPointSchema>;

export const waterSeriesSchema = z.object({
  step: z.string().nullish(),
  points: z.array(waterPointSchema).catch([]),
});

const summarySide = z.object({ total_delta_l: num, avg_rate_lpm: num }).nullish();
export const waterSummarySchema = z.object({ in: summarySide, out: summarySide });
export type WaterSummary = z.infer<typeof waterSummarySchema>;

export const waterConfigSchema = z.object({
  intervals: z.object({ display_min: num, server_min: num }).nullish(),
  in: z.object({ ppl: num }).nullish(),
  out: z.object({ ppl: num }).nullish(),
  last_ts: stamp,
});
export type WaterConfig = z.infer<typeof waterConfigSchema>;
