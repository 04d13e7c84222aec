import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../i18n/error-message';
import { useDisableMfa } from '../api/disable-mfa';

export interface MfaDisableFormProps {
  onDisabled: () => void;
  onCancel: () => void;
}

/** Turning two-factor login off takes the password and a code from the app or a recovery code. */
export function MfaDisableForm({ onDisabled, onCancel }: MfaDisableFormProps): ReactNode {
  const { t } = useTranslation();
  const disable = useDisableMfa();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<{ password: boolean; code: boolean }>({
    password: false,
    code: false,
  });

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const next = { password: password === '', code: code.trim() === '' };
    setMissing(next);
    if (next.password || next.code) return;
    disable.mutate({ password, code: code.trim() }, { onSuccess: onDisabled });
  };
  const required = (isMissing: boolean) => (isMissing ? t('validation.required') : null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('mfa.disable.title')}
        </Title>
        <Text>{t('mfa.disable.intro')}</Text>
        {disable.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(t, disable.error)}
          </Alert>
        ) : null}
        <PasswordField
          label={t('mfa.disable.password')}
          autoComplete="current-password"
          withAsterisk
          maw={360}
          value={password}
          error={required(missing.password)}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <TextInput
          label={t('mfa.disable.code')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          maw={360}
          value={code}
          error={required(missing.code)}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button type="submit" color="red" loading={disable.isPending}>
            {t('mfa.disable.confirm')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('mfa.disable.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
