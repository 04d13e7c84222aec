import type { ReactNode } from 'react';
import { Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { QRCodeSVG } from 'qrcode.react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from 'zod';
import type { MfaSetupResponse } from '@canopy/shared/schemas/mfa';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useEnableMfa } from '../api/enable-mfa';
import { ErrorNotice } from '../../../components/ui/error-notice';

export interface MfaSetupStepProps {
  setup: MfaSetupResponse;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The app's code as typed, spaces dropped (apps show it as "123 456"): six digits, as the API takes it. */
const setupCodeSchema = z.object({
  code: z
    .string()
    .transform((typed) => typed.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'mfa.codeFormat')),
});

/** Groups of four, easier to copy by eye; apps ignore the spaces. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The new secret as a QR code and as text, and the code from the app that turns two-factor login on. */
export function MfaSetupStep({ setup, onEnabled, onCancel }: MfaSetupStepProps): ReactNode {
  const { t } = useTranslation();
  const enable = useEnableMfa();
  const form = useForm<z.input<typeof setupCodeSchema>, unknown, z.output<typeof setupCodeSchema>>({
    resolver: zodResolver(setupCodeSchema, { error: validationKeys }),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(({ code }) =>
    enable.mutate(code, { onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes) }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
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
        <ErrorNotice error={enable.error} />
        <TextInput
          label={t('mfa.setup.code')}
          description={t('mfa.setup.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          withAsterisk
          maw={240}
          error={fieldErrorText(t, form.formState.errors.code)}
          {...form.register('code')}
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
