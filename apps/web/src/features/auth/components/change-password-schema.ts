import { z } from 'zod';
import { passwordSchema } from '@canopy/shared/schemas/users';

/** The change-password form: the shared password rule, the current password, and a matching repeat. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1),
    password: passwordSchema,
    confirm: z.string().min(1),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'validation.passwordsMismatch',
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
