import { z } from 'zod';

/** The channels a digest goes out on. */
export const DIGEST_CHANNELS = ['email', 'telegram'] as const;
export type DigestChannel = (typeof DIGEST_CHANNELS)[number];

/**
 * `POST /api/me/digest/send`: this week's digest so far, sent to the caller at once as a preview.
 * `channels` lists where it was queued; `skipped` is true when the caller has no channel that can reach them.
 */
export const digestSendSchema = z.object({
  channels: z.array(z.enum(DIGEST_CHANNELS)),
  skipped: z.boolean(),
});
export type DigestSend = z.infer<typeof digestSendSchema>;
