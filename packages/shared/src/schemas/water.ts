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
