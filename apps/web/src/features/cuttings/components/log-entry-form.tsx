import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, FileInput, Group, Select, Stack, Textarea, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { PHOTO_MIME_TYPES } from '@canopy/shared/constants';
import { CUTTING_LOG_EVENTS, type CuttingLogEvent } from '@canopy/shared/schemas/cuttings';
import { usePhotoChoice } from '../../../components/ui/photos/use-photo-choice';
import { useAddCuttingLogEntry } from '../api/add-cutting-log-entry';
import { cuttingErrorText } from '../error-text';
import type { Notice } from './notice';
import { PHOTO_PROBLEM_TEXT } from '../../../components/ui/photos/photo-checks';

export interface LogEntryFormProps {
  cuttingId: string;
  onDone: (notice: Notice) => void;
}

/** Staff record a transplant, treatment or move, with notes and an optional photo. */
export function LogEntryForm({ cuttingId, onDone }: LogEntryFormProps): ReactNode {
  const { t } = useTranslation();
  const add = useAddCuttingLogEntry();
  const [event, setEvent] = useState<CuttingLogEvent>('transplant');
  const [notes, setNotes] = useState('');
  const { file: photo, problem, shrinking, choose, clear } = usePhotoChoice();

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    add.mutate(
      { id: cuttingId, event, notes: notes.trim(), photo },
      {
        onSuccess: () => {
          setNotes('');
          clear();
          onDone({ ok: true, text: t('cuttings.log.added') });
        },
        onError: (error) => onDone({ ok: false, text: cuttingErrorText(t, error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="cutting-log-form-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="cutting-log-form-title">
          {t('cuttings.log.addTitle')}
        </Title>
        <Select
          label={t('cuttings.log.event')}
          data={CUTTING_LOG_EVENTS.map((value) => ({ value, label: t(`cuttings.log.events.${value}`) }))}
          value={event}
          onChange={(value) => value && setEvent(value as CuttingLogEvent)}
          allowDeselect={false}
          w={220}
        />
        <Textarea
          label={t('cuttings.log.notes')}
          rows={2}
          value={notes}
          onChange={(changeEvent) => setNotes(changeEvent.currentTarget.value)}
        />
        <FileInput
          label={t('cuttings.log.photo')}
          placeholder={t('photos.chooseOne')}
          accept={[...PHOTO_MIME_TYPES, '.heic', '.heif'].join(',')}
          value={photo}
          onChange={choose}
          clearable
          error={problem ? t(PHOTO_PROBLEM_TEXT[problem]) : undefined}
          description={shrinking ? <span role="status">{t('floor.shrinking')}</span> : undefined}
        />
        <Group>
          <Button type="submit" loading={add.isPending} disabled={shrinking}>
            {t('cuttings.log.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
