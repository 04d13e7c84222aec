import type { ReactNode } from 'react';
import { Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import {
  API_TOKEN_EXPIRY_DEFAULT_DAYS,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_SCOPES,
} from '@canopy/shared/api-tokens';
import { createApiTokenBodySchema, type CreatedApiToken } from '@canopy/shared/schemas/api-tokens';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useCreateApiToken } from '../api/create-api-token';
import { EXPIRY_OPTIONS } from '../lib/expiry-options';
import { FormNativeSelect } from '../../../components/ui/form-native-select';

type FormInput = z.input<typeof createApiTokenBodySchema>;
type FormOutput = z.output<typeof createApiTokenBodySchema>;

/** Names a new token, chooses its access and lifetime; the token itself comes back once. */
export function TokenCreateForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }): ReactNode {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createApiTokenBodySchema, { error: validationKeys }),
    defaultValues: { name: '', scope: 'read', expiresInDays: API_TOKEN_EXPIRY_DEFAULT_DAYS },
  });
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created);
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="token-create-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="token-create-title">
          {t('sessions.tokens.createTitle')}
        </Title>
        <ErrorNotice error={create.error} />
        <TextInput
          label={t('sessions.tokens.name')}
          description={t('sessions.tokens.nameHint')}
          withAsterisk
          maxLength={API_TOKEN_NAME_MAX_LENGTH}
          error={fieldErrorText(t, form.formState.errors.name)}
          {...form.register('name')}
        />
        <Group grow align="flex-start">
          <FormNativeSelect
            control={form.control}
            name="scope"
            label={t('sessions.tokens.scope')}
            data={API_TOKEN_SCOPES.map((scope) => ({
              value: scope,
              label: t(`sessions.tokens.scopes.${scope}`),
            }))}
          />
          <Controller
            control={form.control}
            name="expiresInDays"
            render={({ field }) => (
              <NativeSelect
                label={t('sessions.tokens.expiresIn')}
                value={String(field.value)}
                onChange={(event) => field.onChange(Number(event.currentTarget.value))}
                data={EXPIRY_OPTIONS.map((days) => ({
                  value: String(days),
                  label: t(`sessions.tokens.expiry.${days}`),
                }))}
              />
            )}
          />
        </Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('sessions.tokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
