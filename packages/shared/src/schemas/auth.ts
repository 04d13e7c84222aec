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

/** `GET /api/auth/options`: what the login page offers. `oidc` is null without single sign-on. */
export const authOptionsSchema = z.object({
  passwordLogin: z
    .boolean()
    .describe('False under OIDC_ONLY: only the emergency admin logs in with a password.'),
  oidc: z
    .object({ name: z.string().describe('The provider as the button names it (OIDC_NAME).') })
    .nullable(),
});
export type AuthOptions = z.infer<typeof authOptionsSchema>;

/** `POST /api/auth/oidc/exchange`: the one-time code the callback put in the web page's address. */
export const oidcExchangeBodySchema = z.object({ handoff: z.string().min(1).max(200) });
export type OidcExchangeBody = z.infer<typeof oidcExchangeBodySchema>;
