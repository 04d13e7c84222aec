import { LANGUAGES } from '@canopy/shared/languages';
import { z } from 'zod';

/**
 * `?lang=`: the page's language, which may differ from the reader's notification settings'; automations'
 * sentences, runs and preview are worded in it so a switch of the page's language rewords them.
 */
export const langQuerySchema = z.object({
  lang: z
    .enum(LANGUAGES)
    .optional()
    .describe("The words in this language; default the reader's (their notification settings')"),
});
