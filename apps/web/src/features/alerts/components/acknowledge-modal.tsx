import { useState, type ReactNode } from 'react';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACK_NOTE_MAX_LENGTH } from '@canopy/shared/alerts';
import type { Alert } from '@canopy/shared/schemas/alerts';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import { alertSubject } from '../lib/alert-values';
import { displayName } from '../../../lib/devices/device-name';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { FormButtons } from '../../../components/ui/form-buttons';

/** "Acknowledge" with an optional note: stops the repeats and tells the team someone is on it. */
export function AcknowledgeModal({ alert, onClose }: { alert: Alert; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const acknowledge = useAcknowledgeAlert();
  const submit = () => acknowledge.mutate({ id: alert._id, note }, { onSuccess: onClose });
  return (
    <Modal opened onClose={onClose} title={t('alerts.acknowledgeTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            <bdi>{displayName(alert.deviceName)}</bdi>: {alertSubject(t, alert)}
          </Text>
          <ErrorNotice error={acknowledge.error} />
          <Textarea
            label={t('alerts.note')}
            description={t('alerts.noteHint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={ACK_NOTE_MAX_LENGTH}
            rows={3}
            data-autofocus
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
