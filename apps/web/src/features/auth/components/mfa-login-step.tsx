import { useState, type FormEvent, type ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useCompleteMfaLogin } from '../api/mfa-login';
import { ErrorNotice } from '../../../components/ui/error-notice';

export interface MfaLoginStepProps {
  mfaToken: string;
  email: string;
  onLoggedIn: () => void;
  onBack: () => void;
}

const SIX_DIGITS = /^\d{6}$/;

/** The login's second step: the app's 6-digit code, or one of the recovery codes. */
export function MfaLoginStep({ mfaToken, email, onLoggedIn, onBack }: MfaLoginStepProps): ReactNode {
  const { t } = useTranslation();
  const mutation = useCompleteMfaLogin(email);
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const switchMode = (): void => {
    setUseRecovery((current) => !current);
    setValue('');
    setFieldError(null);
    mutation.reset();
  };

  const change = (next: string): void => {
    setValue(next);
    setFieldError(null);
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (useRecovery) {
      if (value.trim() === '') setFieldError(t('validation.required'));
      else mutation.mutate({ mfaToken, recoveryCode: value.trim() }, { onSuccess: onLoggedIn });
      return;
    }
    const code = value.replace(/\s/g, '');
    if (!SIX_DIGITS.test(code)) setFieldError(t('mfa.codeFormat'));
    else mutation.mutate({ mfaToken, code }, { onSuccess: onLoggedIn });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('mfa.login.title')}
        </Title>
        <Text>{useRecovery ? t('mfa.login.recoveryIntro') : t('mfa.login.codeIntro')}</Text>
        <ErrorNotice error={mutation.error} />
        {useRecovery ? (
          <TextInput
            key="recovery"
            label={t('mfa.login.recoveryCode')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            withAsterisk
            value={value}
            error={fieldError}
            onChange={(event) => change(event.currentTarget.value)}
            autoFocus
          />
        ) : (
          <TextInput
            key="code"
            label={t('mfa.login.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            withAsterisk
            value={value}
            error={fieldError}
            onChange={(event) => change(event.currentTarget.value)}
            autoFocus
          />
        )}
        <Button type="submit" loading={mutation.isPending}>
          {t('mfa.login.verify')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" onClick={switchMode}>
            {useRecovery ? t('mfa.login.useApp') : t('mfa.login.useRecovery')}
          </Anchor>
          <Anchor component="button" type="button" onClick={onBack}>
            {t('mfa.login.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
