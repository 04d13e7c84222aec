import type { ReactNode } from 'react';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { ROLES } from '@canopy/shared/roles';
import type { User } from '@canopy/shared/schemas/users';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useUpdateUser } from '../api/update-user';
import { PasswordField } from '../../../components/ui/password-field';
import {
  editUserFormSchema,
  toUpdateBody,
  type EditUserInput,
  type EditUserOutput,
} from './edit-user-schema';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { FormButtons } from '../../../components/ui/form-buttons';

export interface UserEditFormProps {
  user: User;
  isSelf: boolean;
  onDone: (saved: boolean) => void;
}

export function UserEditForm({ user, isSelf, onDone }: UserEditFormProps): ReactNode {
  const { t } = useTranslation();
  const mutation = useUpdateUser();
  const form = useForm<EditUserInput, unknown, EditUserOutput>({
    resolver: zodResolver(editUserFormSchema(user, isSelf), { error: validationKeys }),
    defaultValues: { email: user.email, role: user.role, password: '', currentPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const body = toUpdateBody(user, isSelf, values);
    if (Object.keys(body).length === 0) return onDone(false);
    mutation.mutate({ id: user._id, body }, { onSuccess: () => onDone(true) });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <ErrorNotice error={mutation.error} />
        <TextInput
          label={t('auth.email')}
          type="email"
          withAsterisk
          error={fieldErrorText(t, errors.email)}
          {...form.register('email')}
        />
        <NativeSelect
          label={t('users.role')}
          disabled={isSelf}
          data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          {...form.register('role')}
        />
        <PasswordField
          label={t('users.newPassword')}
          description={t('users.newPasswordHint')}
          autoComplete="new-password"
          error={fieldErrorText(t, errors.password)}
          {...form.register('password')}
        />
        {isSelf ? (
          <PasswordField
            label={t('auth.currentPassword')}
            autoComplete="current-password"
            error={fieldErrorText(t, errors.currentPassword)}
            {...form.register('currentPassword')}
          />
        ) : null}
        <FormButtons onCancel={() => onDone(false)} saving={mutation.isPending} />
      </Stack>
    </form>
  );
}
