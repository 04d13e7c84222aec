import { z } from 'zod';
import {
  API_TOKEN_EXPIRY_MAX_DAYS,
  API_TOKEN_EXPIRY_MIN_DAYS,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_SCOPES,
} from '../api-tokens.ts';

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

/** `POST /api/me/tokens`. */
export const createApiTokenBodySchema = z.object({
  name: z.string().trim().min(1).max(API_TOKEN_NAME_MAX_LENGTH),
  scope: apiTokenScopeSchema,
  expiresInDays: z.number().int().min(API_TOKEN_EXPIRY_MIN_DAYS).max(API_TOKEN_EXPIRY_MAX_DAYS),
});
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

export const apiTokenIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A token as lists show it: never the token itself nor its hash. */
export const apiTokenSchema = z.object({
  _id: z.string(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.array(apiTokenSchema);

/** The create answer: the token itself, shown this once. */
export const createdApiTokenSchema = apiTokenSchema.extend({
  token: z.string().describe('`cnp_` and 43 characters; send it as `Authorization: Bearer <token>`'),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** `GET /api/admin/tokens`: everyone's tokens, with whose each is. */
export const adminApiTokenSchema = apiTokenSchema.extend({
  owner: z.object({ id: z.string(), email: z.string() }),
});
export type AdminApiToken = z.infer<typeof adminApiTokenSchema>;
export const adminApiTokenListSchema = z.array(adminApiTokenSchema);
