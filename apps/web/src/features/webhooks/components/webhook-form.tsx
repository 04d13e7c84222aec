import type { ReactNode } from 'react';
import { Checkbox, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX_LENGTH } from '@canopy/shared/outgoing-webhooks';
import type { CreatedWebhook, Webhook } from '@canopy/shared/schemas/outgoing-webhooks';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { webhookFormSchema } from '../lib/webhook-form-schema';
import { FormButtons } from '../../../components/ui/form-buttons';
import { FormSwitch } from '../../../components/ui/form-toggle';

type FormInput = z.input<typeof webhookFormSchema>;
type FormOutput = z.output<typeof webhookFormSchema>;

export interface WebhookFormProps {
  /** The hook to edit, or null for a new one. */
  webhook: Webhook | null;
  onClose: () => void;
  /** A new hook was made: its secret is shown once. */
  onCreated: (created: CreatedWebhook) => void;
}

/** Adds or edits a hook: the receiver's URL, the events it hears, and whether it is on. */
export function WebhookForm({ webhook, onClose, onCreated }: WebhookFormProps): ReactNode {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const saving = webhook ? update : create;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(webhookFormSchema, { error: validationKeys }),
    defaultValues: webhook
      ? { url: webhook.url, events: webhook.events, enabled: webhook.enabled }
      : { url: '', events: [], enabled: true },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    if (webhook) update.mutate({ id: webhook._id, body }, { onSuccess: onClose });
    else
      create.mutate(body, {
        onSuccess: (created) => {
          onCreated(created);
          onClose();
        },
      });
  });

  return (
    <Modal opened onClose={onClose} title={t(webhook ? 'webhooks.editTitle' : 'webhooks.newTitle')} size="lg">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <ErrorNotice error={saving.error} />
          <TextInput
            label={t('webhooks.url')}
            description={t('webhooks.urlHint')}
            placeholder="https://"
            type="url"
            dir="ltr"
            withAsterisk
            maxLength={WEBHOOK_URL_MAX_LENGTH}
            error={fieldErrorText(t, errors.url)}
            data-autofocus
            {...form.register('url')}
          />
          <Controller
            control={form.control}
            name="events"
            render={({ field }) => (
              <Checkbox.Group
                label={t('webhooks.events')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                error={errors.events ? t('webhooks.eventsRequired') : undefined}
              >
                <Stack gap="xs" mt="xs">
                  {WEBHOOK_EVENTS.map((event) => (
                    <Checkbox key={event} value={event} label={t(`webhooks.event.${event}`)} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <FormSwitch control={form.control} name="enabled" label={t('webhooks.enabled')} />
          <FormButtons onCancel={onClose} saving={saving.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
