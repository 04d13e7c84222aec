import { z } from 'zod';
import { WATER_STEPS } from '../water-steps.ts';

/** Times are epoch milliseconds or ISO strings. */
const time = z.union([
  z.coerce.number().int().nonnegative(),
  z.iso.datetime().transform((v) => Date.parse(v)),
]);

export const waterDeviceQuerySchema = z.object({ deviceId: z.string().min(1).max(64) });

export const waterRangeQuerySchema = z
  .object({
    deviceId: z.string().min(1).max(64),
    from: time,
    to: time,
    step: z.enum(WATER_STEPS).optional(),
  })
  .refine((q) => q.from < q.to, { message: 'from must be before to', path: ['from'] });

// Response shapes: the field names the web app reads; device times in epoch ms.
const value = z.number().nullable();
const channel = z.object({ rate_lpm: value, total_l: value });

export const waterDeviceSchema = z.object({
  deviceId: z.string(),
  name: z.string(),
  status: z.enum(['online', 'offline', 'unknown']),
  lastTs: value,
  fwLast: z.string().nullable(),
  lastInTotal: value,
  lastOutTotal: value,
  inRate_lpm: value,
  outRate_lpm: value,
});
export const waterDeviceListSchema = z.array(waterDeviceSchema);
export type WaterDevice = z.infer<typeof waterDeviceSchema>;

export const waterLatestSchema = z.object({
  deviceId: z.string(),
  ts: value,
  in: channel.nullable(),
  out: channel.nullable(),
});
export type WaterLatest = z.infer<typeof waterLatestSchema>;

export const waterSeriesPointSchema = z.object({
  ts: z.number().describe('Bucket start, floor(ts / step) * step'),
  in: channel,
  out: channel,
  count: z.number().describe('Readings in the bucket'),
});
export type WaterSeriesPoint = z.infer<typeof waterSeriesPointSchema>;

export const waterSeriesSchema = z.object({
  deviceId: z.string(),
  step: z.enum(WATER_STEPS),
  points: z.array(waterSeriesPointSchema),
});
export type WaterSeries = z.infer<typeof waterSeriesSchema>;

const delta = z.object({ total_delta_l: value, avg_rate_lpm: value });
export const waterSummarySchema = z.object({
  deviceId: z.string(),
  from: z.number(),
  to: z.number(),
  in: delta,
  out: delta,
});
export type WaterSummary = z.infer<typeof waterSummarySchema>;

export const waterConfigSchema = z.object({
  deviceId: z.string(),
  intervals: z.object({ display_min: value, server_min: value }).nullable(),
  in: z.object({ ppl: value.describe('Pulses per litre') }).nullable(),
  out: z.object({ ppl: value.describe('Pulses per litre') }).nullable(),
  last_ts: value,
});
/** The meter's stored config as the API answers it (the device's own payload is device-contract's). */
export type WaterConfig = z.infer<typeof waterConfigSchema>;
