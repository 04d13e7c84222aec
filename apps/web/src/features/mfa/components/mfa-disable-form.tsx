import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { mfaDisableBodySchema } from '@canopy/shared/schemas/mfa';
import { PasswordField } from '../../../components/ui/password-field';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useDisableMfa } from '../api/disable-mfa';
import { ErrorNotice } from '../../../components/ui/error-notice';

type DisableInput = z.input<typeof mfaDisableBodySchema>;
type DisableOutput = z.output<typeof mfaDisableBodySchema>;

export interface MfaDisableFormProps {
  onDisabled: () => void;
  onCancel: () => void;
}

/**
 * Turning two-factor login off takes the password and a code from the app or a recovery code, checked with
 * the API's own body schema (the code is sent trimmed).
 */
export function MfaDisableForm({ onDisabled, onCancel }: MfaDisableFormProps): ReactNode {
  const { t } = useTranslation();
  const disable = useDisableMfa();
  const form = useForm<DisableInput, unknown, DisableOutput>({
    resolver: zodResolver(mfaDisableBodySchema, { error: validationKeys }),
    defaultValues: { password: '', code: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => disable.mutate(body, { onSuccess: onDisabled }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('mfa.disable.title')}
        </Title>
        <Text>{t('mfa.disable.intro')}</Text>
        <ErrorNotice error={disable.error} />
        <PasswordField
          label={t('mfa.disable.password')}
          autoComplete="current-password"
          withAsterisk
          maw={360}
          error={fieldErrorText(t, errors.password)}
          {...form.register('password')}
        />
        <TextInput
          label={t('mfa.disable.code')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          maw={360}
          error={fieldErrorText(t, errors.code)}
          {...form.register('code')}
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
