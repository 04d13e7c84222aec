import { z } from 'zod';

const num = z.number().nullish();
const text = z.string().nullish();
const stamp = z.union([z.number(), z.string()]).nullish();

/** SPEC section 3's climate device; every reading may be missing, and older units send strings. */
export const climateDeviceSchema = z.object({
  id: z.string().optional(),
  device_id: z.string().optional(),
  customName: text,
  name: text,
  device_name: text,
  status: text,
  timestamp: stamp,
  lastSeenAt: stamp,
  lastUpdated: stamp,
  alertsEnabled: z.boolean().nullish(),
  temperature: z.union([z.number(), z.string()]).nullish(),
  humidity: z.union([z.number(), z.string()]).nullish(),
  co2: z.union([z.number(), z.string()]).nullish(),
  vpd: z.union([z.number(), z.string()]).nullish(),
  light: z.union([z.number(), z.string()]).nullish(),
  lightStatus: z.union([z.number(), z.string(), z.boolean()]).nullish(),
  dayStatus: text,
  dayNight: text,
  preset: text,
  thresholds: z.unknown().optional(),
  tempDay: z.unknown().optional(),
  humDay: z.unknown().optional(),
  co2Day: z.unknown().optional(),
  tempNight: z.unknown().optional(),
  humNight: z.unknown().optional(),
  co2Night: z.unknown().optional(),
  sockets: z.record(z.string(), z.union([z.number(), z.string()]).nullable()).nullish(),
  socketStates: z.record(z.string(), z.union([z.string(), z.number()])).nullish(),
  relays: z.record(z.string(), z.number()).nullish(),
  functions: z.array(z.string()).nullish(),
});
export type ClimateDevice = z.infer<typeof climateDeviceSchema>;

export const soilDeviceSchema = z.object({ deviceId: z.string(), name: text, ts: stamp, status: text });
export type SoilDevice = z.infer<typeof soilDeviceSchema>;

export const soilLatestSchema = z.object({
  ts: stamp,
  data: z
    .object({
      moisture_pct: num,
      temp_c: num,
      ec_mscm: num,
      ph: num,
      n_mgkg: num,
      p_mgkg: num,
      k_mgkg: num,
      in_medium: z.boolean().nullish(),
    })
    .nullish(),
});
export type SoilLatest = z.infer<typeof soilLatestSchema>;

export const waterDeviceSchema = z.object({
  deviceId: z.string(),
  name: text,
  status: text,
  lastTs: stamp,
  fwLast: text,
  lastInTotal: num,
  lastOutTotal: num,
  inRate_lpm: num,
  inRate: num,
  inRateLpm: num,
  outRate_lpm: num,
  outRate: num,
  outRateLpm: num,
});
export type WaterDevice = z.infer<typeof waterDeviceSchema>;

/** A list call that does not answer with an array reads as empty (SPEC section 7). */
export const listOf = <T extends z.ZodType>(item: T) => z.array(item).catch([]);
