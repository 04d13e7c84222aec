import { z } from 'zod';

/** The error body of every failed `/api` call; the web app translates by `code`, falling back to `error`. */
export const errorBodySchema = z
  .object({
    error: z.string().describe('What went wrong, in English.'),
    code: z
      .string()
      .describe('Stable `module.reason` code (`auth.unauthenticated`); clients translate by it.'),
    details: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('For a validation failure: which field (`body.email`) broke which rule.'),
  })
  .describe('The body of every error answer.');
export type ErrorBody = z.infer<typeof errorBodySchema>;
