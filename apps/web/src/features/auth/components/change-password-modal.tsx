import type { ReactNode } from 'react';
import { Alert, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useChangePassword } from '../api/change-password';
import { changePasswordFormSchema, type ChangePasswordForm } from './change-password-schema';
import { PasswordField } from '../../../components/ui/password-field';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { FormButtons } from '../../../components/ui/form-buttons';

export interface ChangePasswordModalProps {
  userId: string;
  opened: boolean;
  onClose: () => void;
}

const EMPTY: ChangePasswordForm = { currentPassword: '', password: '', confirm: '' };

export function ChangePasswordModal({ userId, opened, onClose }: ChangePasswordModalProps): ReactNode {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema, { error: validationKeys }),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const close = (): void => {
    form.reset(EMPTY);
    mutation.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ currentPassword, password }) =>
    mutation.mutate({ userId, currentPassword, password }, { onSuccess: () => form.reset(EMPTY) }),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('auth.changePassword')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {mutation.isSuccess ? (
            <Alert color="canopy" role="status">
              {t('auth.passwordChanged')}
            </Alert>
          ) : null}
          <ErrorNotice error={mutation.error} />
          <PasswordField
            label={t('auth.currentPassword')}
            autoComplete="current-password"
            withAsterisk
            error={fieldErrorText(t, errors.currentPassword)}
            {...form.register('currentPassword')}
          />
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            withAsterisk
            error={fieldErrorText(t, errors.password)}
            {...form.register('password')}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            error={fieldErrorText(t, errors.confirm)}
            {...form.register('confirm')}
          />
          <FormButtons onCancel={close} cancelLabel={t('common.close')} saving={mutation.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
