import type { ReactNode } from 'react';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { ACK_NOTE_MAX_LENGTH } from '@canopy/shared/alerts';
import { acknowledgeBodySchema, type Alert } from '@canopy/shared/schemas/alerts';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import { alertSubject } from '../lib/alert-values';
import { displayName } from '../../../lib/devices/device-name';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { FormButtons } from '../../../components/ui/form-buttons';
import { validationKeys } from '../../../i18n/validation-message';

/** "Acknowledge" with an optional note: stops the repeats and tells the team someone is on it. */
export function AcknowledgeModal({ alert, onClose }: { alert: Alert; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeAlert();
  const form = useForm<
    z.input<typeof acknowledgeBodySchema>,
    unknown,
    z.output<typeof acknowledgeBodySchema>
  >({
    resolver: zodResolver(acknowledgeBodySchema, { error: validationKeys }),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit(({ note }) =>
    acknowledge.mutate({ id: alert._id, note: note ?? '' }, { onSuccess: onClose }),
  );
  return (
    <Modal opened onClose={onClose} title={t('alerts.acknowledgeTitle')} centered>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Text size="sm">
            <bdi>{displayName(alert.deviceName)}</bdi>: {alertSubject(t, alert)}
          </Text>
          <ErrorNotice error={acknowledge.error} />
          <Textarea
            label={t('alerts.note')}
            description={t('alerts.noteHint')}
            maxLength={ACK_NOTE_MAX_LENGTH}
            rows={3}
            data-autofocus
            {...form.register('note')}
          />
          <FormButtons
            onCancel={onClose}
            submitLabel={t('alerts.acknowledge')}
            saving={acknowledge.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
