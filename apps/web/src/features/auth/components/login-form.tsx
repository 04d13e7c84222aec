import type { ReactNode } from 'react';
import { Alert, Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginBodySchema, type LoginBody } from '@canopy/shared/schemas/auth';
import { errorMessage } from '../../../i18n/error-message';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useLogin } from '../api/login';
import { PasswordField } from '../../../components/ui/password-field';

export interface LoginFormProps {
  onLoggedIn: () => void;
}

/** The login card: both fields required, nothing is sent until they are filled. */
export function LoginForm({ onLoggedIn }: LoginFormProps): ReactNode {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema, { error: validationKeys }),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => loginMutation.mutate(values, { onSuccess: onLoggedIn }));

  return (
    <Card withBorder shadow="sm" padding="lg" w="100%" maw={400} mx="auto">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('auth.loginTitle')}
          </Title>
          {loginMutation.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(t, loginMutation.error)}
            </Alert>
          ) : null}
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            withAsterisk
            error={fieldErrorText(t, errors.email)}
            {...form.register('email')}
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            withAsterisk
            error={fieldErrorText(t, errors.password)}
            {...form.register('password')}
          />
          <Button type="submit" loading={loginMutation.isPending}>
            {t('auth.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
