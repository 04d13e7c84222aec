import { z } from 'zod';
import { HISTORY_WINDOW_HOURS } from '../constants.ts';
import { deviceCropContextSchema } from './rooms.ts';

/** Device ids are the cloud's 24-hex ids; the cloud also takes names, which we do not. */
export const deviceIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const renameDeviceBodySchema = z.object({ name: z.string().trim().min(1).max(64) });
export const renameDeviceResponseSchema = z.object({ name: z.string() });

export const deviceAlertsBodySchema = z.object({ alertsEnabled: z.boolean() });

/** `arg` is the arguments joined with commas, empty ones dropped; 622 bytes is the cloud's argument limit. */
export const callFunctionBodySchema = z.object({
  functionName: z.string().min(1).max(64),
  arg: z.string().max(622).optional(),
});

export const climateHistoryQuerySchema = z.object({
  hours: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(HISTORY_WINDOW_HOURS),
});

// Response shapes: the field names the web app reads, one spelling for each field that older firmware
// sends under several; device times in epoch ms.
// Fastify serialises through them, so a field missing here never reaches a client.

export const deviceStatusSchema = z.enum(['online', 'offline', 'unknown']);
const epochMs = z.number().nullable();
const reading = z.number().nullable();
/** A threshold as [min, max]; [null, null] when the device has not reported one. */
const thresholdPair = z.tuple([z.number().nullable(), z.number().nullable()]);
const thresholdPeriodSchema = z.object({
  temperature: thresholdPair,
  humidity: thresholdPair,
  co2: thresholdPair,
});
export const climateThresholdsSchema = z.object({ day: thresholdPeriodSchema, night: thresholdPeriodSchema });
export type ClimateThresholds = z.infer<typeof climateThresholdsSchema>;
export const socketsSchema = z.object({ temperature: reading, humidity: reading, co2: reading });
export const relaysSchema = z.object({
  rA: z.number(),
  rD: z.number(),
  rC: z.number(),
  rL: z.number(),
  rb: z.number().describe('Bit mask of the four relays: A=1, D=2, C=4, L=8'),
});
const lightStatusSchema = z
  .union([z.literal(0), z.literal(1)])
  .nullable()
  .describe('1 day, 0 night');
const dayStatusSchema = z.enum(['day', 'night']).nullable();
/** The four measured values of a climate controller, in the order every climate shape lists them. */
const climateReadings = { temperature: reading, humidity: reading, co2: reading, vpd: reading };
/** A climate controller's latest values, as its card and its `latest` read both carry them. */
const climateLatestValues = {
  ...climateReadings,
  light: z.string().nullable(),
  lightStatus: lightStatusSchema,
  dayStatus: dayStatusSchema,
  preset: z.string().nullable(),
  thresholds: climateThresholdsSchema,
  sockets: socketsSchema,
};

export const climateDeviceSchema = z.object({
  id: z.string(),
  device_id: z.string(),
  name: z.string(),
  customName: z.string(),
  status: deviceStatusSchema,
  timestamp: epochMs,
  lastSeenAt: epochMs,
  lastUpdated: epochMs,
  alertsEnabled: z.boolean(),
  ...climateLatestValues,
  socketStates: z.record(z.string(), z.string()),
  relays: relaysSchema.nullable(),
  functions: z.array(z.string()).describe('Functions callable on this device'),
  /** The device's room and the run, stage and day of the group in it; null outside any room. */
  crop: deviceCropContextSchema.nullable().optional(),
});
export const climateDeviceListSchema = z.array(climateDeviceSchema);
export type ClimateDevice = z.infer<typeof climateDeviceSchema>;

export const climateListItemSchema = z.object({
  id: z.string(),
  customName: z.string(),
  name: z.string(),
  status: deviceStatusSchema,
  lastUpdated: epochMs,
  lastSeenAt: epochMs,
  alertsEnabled: z.boolean(),
  readings: z.object({
    ...climateReadings,
    light: z.string().nullable(),
    lightStatus: lightStatusSchema,
  }),
});
export const climateListItemsSchema = z.array(climateListItemSchema);
export type ClimateListItem = z.infer<typeof climateListItemSchema>;

export const deviceStatusResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: deviceStatusSchema,
  online: z.boolean(),
  lastSeenAt: epochMs,
});

export const readingsLineSchema = z.object({
  co2: reading,
  temperature: reading,
  humidity: reading,
  vpd: reading,
  phase: z.string().nullable(),
  light: z.string().nullable(),
});
/** `results.Readings` is the device's text line as the web app expects it; `parsed` and `ts` are ours. */
export const deviceReadingsResponseSchema = z.object({
  results: z.object({ Readings: z.string() }),
  parsed: readingsLineSchema,
  ts: z.number().describe('When the line was read and stored (epoch ms)'),
});

/** Relays and intervals read live: a value the device did not send is null. */
export const deviceConfigResponseSchema = z.object({
  rA: reading,
  rD: reading,
  rC: reading,
  rL: reading,
  rb: reading,
  dMin: reading.describe('Display interval, minutes'),
  sMin: reading.describe('Server interval, minutes'),
});
export type DeviceConfig = z.infer<typeof deviceConfigResponseSchema>;

export const deviceAlertsResponseSchema = z.object({ alertsEnabled: z.boolean() });

export const deviceCommandSchema = z.object({
  _id: z.string(),
  deviceId: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  functionName: z.string(),
  arg: z.string(),
  return_value: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export const deviceCommandListSchema = z.array(deviceCommandSchema);
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;

export const climateLatestSchema = z.object({
  ...climateLatestValues,
  timestamp: epochMs,
});

export const climateHistoryPointSchema = z.object({
  timestamp: z.number(),
  ...climateReadings,
  lightStatus: reading,
});
export const climateHistorySchema = z.array(climateHistoryPointSchema);
export type ClimateHistoryPoint = z.infer<typeof climateHistoryPointSchema>;

export const soilDeviceSchema = z.object({
  deviceId: z.string(),
  name: z.string(),
  ts: epochMs,
  status: deviceStatusSchema,
  /** The sensor's room and the run, stage and day of the group in it; null outside any room. */
  crop: deviceCropContextSchema.nullable().optional(),
});
export const soilDeviceListSchema = z.array(soilDeviceSchema);
export type SoilDevice = z.infer<typeof soilDeviceSchema>;
export const soilLatestSchema = z.object({
  ts: epochMs,
  data: z
    .object({
      moisture_pct: reading,
      temp_c: reading,
      ec_mscm: reading,
      ph: reading,
      n_mgkg: reading,
      p_mgkg: reading,
      k_mgkg: reading,
      in_medium: z.boolean(),
    })
    .nullable(),
});
export type SoilLatest = z.infer<typeof soilLatestSchema>;

export const firmwareLatestQuerySchema = z.object({ deviceType: z.string().min(1).max(32) });
export const firmwareVersionSchema = z.object({
  deviceType: z.string(),
  version: z.string(),
  filename: z.string(),
  size: z.number().describe('Bytes'),
  createdAt: z.string(),
});
export type FirmwareVersion = z.infer<typeof firmwareVersionSchema>;
export const firmwareFlashResponseSchema = firmwareVersionSchema.extend({
  ok: z.literal(true),
  status: z.string().describe('The outcome arrives later as flashStatus entries in the command log'),
});

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** return_value 1 means success, anything else failure; getReadings also answers with the line it stored. */
export const callFunctionResponseSchema = z.object({
  return_value: z.number(),
  error: z.string().nullable(),
  readings: deviceReadingsResponseSchema.optional(),
});
