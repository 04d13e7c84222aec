import { z } from 'zod';

export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** One live session of the caller (`GET /api/me/sessions`), as a person recognises it. */
export const sessionSchema = z.object({
  _id: z.string(),
  /** A short English description from the User-Agent ("Firefox on Android"); null when unknown. */
  device: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The raw User-Agent, truncated. */
  userAgent: z.string().nullable(),
  /** The client address of the last use (behind trusted proxies, the caller they name). */
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

export const revokeOtherSessionsResponseSchema = z.object({ revoked: z.number().int() });
export type RevokeOtherSessionsResponse = z.infer<typeof revokeOtherSessionsResponseSchema>;
