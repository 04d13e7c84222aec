import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants.ts';
import { ROLES } from '../roles.ts';

/** Login takes any non-empty strings: whether they are right is the server's "Login failed". */
export const loginBodySchema = z.object({
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** What the signed token carries besides standard claims; `sid` names the revocable session. */
export const tokenPayloadSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  sid: z.string(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
