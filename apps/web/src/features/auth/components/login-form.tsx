import { useState, type ReactNode } from 'react';
import { Button, Card, Divider, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { loginBodySchema, type LoginBody } from '@canopy/shared/schemas/auth';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useLogin } from '../api/login';
import { PasswordField } from '../../../components/ui/password-field';
import { MfaLoginStep } from './mfa-login-step';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useAuthOptions } from '../api/get-auth-options';
import { DEFAULT_PROVIDER_NAME } from '../lib/provider-name';
import type { SsoFailureCode } from '../lib/sso-failure';
import { EmergencyLogin } from './emergency-login';
import { SsoButton } from './sso-button';
import { SsoFailureNotice } from './sso-failure-notice';

export interface LoginFormProps {
  /** `mfaEnrollmentRequired`: the role requires two-factor login and it is not on yet. */
  onLoggedIn: (result: { mfaEnrollmentRequired: boolean }) => void;
  /** Where the login page goes afterwards, kept across a single sign-on's trip to the provider. */
  redirect?: string;
  /** Why the last single sign-on failed, when the page came back from one. */
  ssoFailure?: SsoFailureCode;
}

/**
 * The login card: both fields required, nothing is sent until they are filled. With two-factor login on,
 * the card then asks for the code. With single sign-on set up on the server, its button comes first; with
 * password logins off the form waits behind the emergency disclosure. Until the options arrive (or when
 * they cannot be read) the card is the password form alone, as before single sign-on.
 */
export function LoginForm({ onLoggedIn, redirect, ssoFailure }: LoginFormProps): ReactNode {
  const { t } = useTranslation();
  const optionsQuery = useAuthOptions();
  const options = optionsQuery.data;
  const oidc = options?.oidc ?? null;
  const passwordLogin = options?.passwordLogin ?? true;
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

  const passwordForm = (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
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
        {/* Beside single sign-on, the way most people log in, the password's button steps back. */}
        <Button type="submit" variant={oidc ? 'default' : 'filled'} loading={loginMutation.isPending}>
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );

  return (
    <Card withBorder shadow="sm" padding="lg" w="100%" maw={400} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('auth.loginTitle')}
        </Title>
        {/* After the options: the message names the provider, and should not change its words while read. */}
        {ssoFailure && !optionsQuery.isPending ? (
          <SsoFailureNotice code={ssoFailure} providerName={oidc?.name ?? DEFAULT_PROVIDER_NAME} />
        ) : null}
        {oidc ? <SsoButton name={oidc.name} redirect={redirect} /> : null}
        {oidc && passwordLogin ? <Divider label={t('sso.or')} labelPosition="center" /> : null}
        {passwordLogin ? passwordForm : <EmergencyLogin>{passwordForm}</EmergencyLogin>}
      </Stack>
    </Card>
  );
}
