import type { z } from 'zod';
import { updateUserBodySchema, type UpdateUserBody, type User } from '@canopy/shared/schemas/users';

/**
 * The inline edit form: the shared update body with email, role and password always present
 * (password '' = unchanged). Editing oneself needs the current password to change email or password.
 */
export function editUserFormSchema(user: User, isSelf: boolean) {
  return updateUserBodySchema
    .required({ email: true, role: true, password: true })
    .superRefine((values, ctx) => {
      const sensitive = values.email !== user.email || values.password !== '';
      if (isSelf && sensitive && !values.currentPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: 'validation.currentPasswordRequired',
        });
      }
    });
}
export type EditUserInput = z.input<ReturnType<typeof editUserFormSchema>>;
export type EditUserOutput = z.output<ReturnType<typeof editUserFormSchema>>;

/** Only what changed goes to the server; the own role is never sent. */
export function toUpdateBody(user: User, isSelf: boolean, values: EditUserOutput): UpdateUserBody {
  const body: UpdateUserBody = {};
  if (values.email !== user.email) body.email = values.email;
  if (!isSelf && values.role !== user.role) body.role = values.role;
  if (values.password) body.password = values.password;
  if (isSelf && (body.email !== undefined || body.password !== undefined)) {
    body.currentPassword = values.currentPassword;
  }
  return body;
}
