import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { ROLES } from '../roles.ts';

export const emailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
export const roleSchema = z.enum(ROLES);

/** A user as the API sends it: never a password hash. */
export const userSchema = z.object({
  _id: z.string(),
  shortId: z.string(),
  email: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A user as the admin's list shows them: with whether two-factor login is on, for the reset button. */
export const listedUserSchema = userSchema.extend({ mfaEnabled: z.boolean() });
export type ListedUser = z.infer<typeof listedUserSchema>;

export const createUserBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema.default('user'),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/**
 * `PUT /api/users/{id}`. An admin may set any field of another user; a user changing their own email or
 * password must send `currentPassword`. An empty password means "unchanged", as the edit form sends it.
 */
export const updateUserBodySchema = z.object({
  email: emailSchema.optional(),
  role: roleSchema.optional(),
  password: z.union([z.literal(''), passwordSchema]).optional(),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** The answer to an update: the user, and a fresh token when the caller changed their own password. */
export const updateUserResponseSchema = z.object({ user: userSchema, token: z.string().optional() });
export type UpdateUserResponse = z.infer<typeof updateUserResponseSchema>;
