import { z } from 'zod';
import { HISTORY_WINDOW_HOURS } from '../constants.ts';

/** Device ids are the cloud's 24-hex ids; the cloud also takes names, which we do not. */
export const deviceIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const renameDeviceBodySchema = z.object({ name: z.string().trim().min(1).max(64) });
export const renameDeviceResponseSchema = z.object({ name: z.string() });

export const deviceAlertsBodySchema = z.object({ alertsEnabled: z.boolean() });

/** `arg` is the comma-joined argument string of SPEC section 5; 622 bytes is the cloud's argument limit. */
export const callFunctionBodySchema = z.object({
  functionName: z.string().min(1).max(64),
  arg: z.string().max(622).optional(),
});
export const callFunctionResponseSchema = z.object({
  return_value: z.number(),
  error: z.string().nullable(),
});

export const climateHistoryQuerySchema = z.object({
  hours: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(HISTORY_WINDOW_HOURS),
});
