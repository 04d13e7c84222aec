import { useState, type ReactNode } from 'react';
import { Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginBodySchema, type LoginBody } from '@canopy/shared/schemas/auth';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useLogin } from '../api/login';
import { PasswordField } from '../../../components/ui/password-field';
import { MfaLoginStep } from './mfa-login-step';
import { ErrorNotice } from '../../../components/ui/error-notice';

export interface LoginFormProps {
  /** `mfaEnrollmentRequired`: the role requires two-factor login and it is not on yet. */
  onLoggedIn: (result: { mfaEnrollmentRequired: boolean }) => void;
}

/**
 * The login card: both fields required, nothing is sent until they are filled. With two-factor login on,
 * the card then asks for the code.
 */
export function LoginForm({ onLoggedIn }: LoginFormProps): ReactNode {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const [secondStep, setSecondStep] = useState<{ mfaToken: string; email: string } | null>(null);
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema, { error: validationKeys }),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: (answer) => {
        if (answer.mfaToken) setSecondStep({ mfaToken: answer.mfaToken, email: values.email });
        else onLoggedIn({ mfaEnrollmentRequired: answer.mfaEnrollmentRequired === true });
      },
    }),
  );

  if (secondStep) {
    return (
      <Card withBorder shadow="sm" padding="lg" w="100%" maw={400} mx="auto">
        <MfaLoginStep
          {...secondStep}
          onLoggedIn={() => onLoggedIn({ mfaEnrollmentRequired: false })}
          onBack={() => {
            loginMutation.reset();
            form.resetField('password');
            setSecondStep(null);
          }}
        />
      </Card>
    );
  }

  return (
    <Card withBorder shadow="sm" padding="lg" w="100%" maw={400} mx="auto">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('auth.loginTitle')}
          </Title>
          <ErrorNotice error={loginMutation.error} />
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
