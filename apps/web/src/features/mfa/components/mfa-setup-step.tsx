import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { MfaSetupResponse } from '@canopy/shared/schemas/mfa';
import { errorMessage } from '../../../i18n/error-message';
import { useEnableMfa } from '../api/enable-mfa';

export interface MfaSetupStepProps {
  setup: MfaSetupResponse;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Groups of four, easier to copy by eye; apps ignore the spaces. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The new secret as a QR code and as text, and the code from the app that turns two-factor login on. */
export function MfaSetupStep({ setup, onEnabled, onCancel }: MfaSetupStepProps): ReactNode {
  const { t } = useTranslation();
  const enable = useEnableMfa();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) setFieldError(t('mfa.codeFormat'));
    else enable.mutate(digits, { onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('mfa.setup.scan')}</Text>
        {/* Dark on white with a quiet zone, so a phone reads it from the screen. */}
        <QRCodeSVG
          value={setup.otpauthUrl}
          size={184}
          marginSize={2}
          bgColor="#ffffff"
          fgColor="#000000"
          role="img"
          aria-label={t('mfa.setup.qrLabel')}
        />
        <Stack gap={4}>
          <Text>{t('mfa.setup.manual')}</Text>
          <Code fz="md" w="fit-content" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{grouped(setup.secret)}</bdi>
          </Code>
        </Stack>
        {enable.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(t, enable.error)}
          </Alert>
        ) : null}
        <TextInput
          label={t('mfa.setup.code')}
          description={t('mfa.setup.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          withAsterisk
          maw={240}
          value={code}
          error={fieldError}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setFieldError(null);
          }}
        />
        <Group gap="xs">
          <Button type="submit" loading={enable.isPending}>
            {t('mfa.setup.confirm')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('mfa.setup.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
