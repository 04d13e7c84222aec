import { z } from 'zod';

/** The error body of every failed `/api` call (DESIGN section 5). */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
