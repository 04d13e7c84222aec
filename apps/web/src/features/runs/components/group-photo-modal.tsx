import { useEffect, useMemo, type ReactNode } from 'react';
import { Image, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { EVENT_NOTE_MAX, type PlantGroup } from '@canopy/shared/schemas/runs';
import { PHOTO_PROBLEM_TEXT } from '../../../components/ui/photos/photo-checks';
import type { PhotoChoice } from '../../../components/ui/photos/use-photo-choice';
import { FormModal } from '../../../components/ui/form-modal';
import { useGroupPhotoForm } from '../lib/use-group-photo-form';

export interface GroupPhotoModalProps {
  runId: string;
  group: PlantGroup;
  /** The photo just taken or chosen (scaled down to the upload cap when it was over it). */
  choice: PhotoChoice;
  onClose: () => void;
  /** Told whether the photo was sent or kept on the phone for later (no network); it closes too. */
  onDone: (queued: boolean) => void;
}

/** The photo just taken, shown before it is sent, with an optional note. */
export function GroupPhotoModal({ runId, group, choice, onClose, onDone }: GroupPhotoModalProps): ReactNode {
  const { t } = useTranslation();
  const { form, submit, errorOf, formError, saving } = useGroupPhotoForm(runId, group, choice.file, onDone);
  const preview = usePreview(choice.file);

  return (
    <FormModal
      title={t('runs.floor.photoTitle')}
      onClose={onClose}
      onSubmit={submit}
      formError={formError}
      submitLabel={t('runs.floor.photoSubmit')}
      saving={saving || choice.shrinking}
    >
      {choice.problem ? (
        <Text c="red" role="alert">
          {t(PHOTO_PROBLEM_TEXT[choice.problem])}
        </Text>
      ) : null}
      {choice.shrinking ? <Text role="status">{t('floor.shrinking')}</Text> : null}
      {preview ? (
        <Image src={preview} alt={t('runs.floor.photoPreview')} mah={320} fit="contain" radius="sm" />
      ) : null}
      <TextInput
        label={t('runs.floor.photoNote')}
        maxLength={EVENT_NOTE_MAX}
        error={errorOf('note')}
        {...form.register('note')}
      />
    </FormModal>
  );
}

/** A local address of the photo while the dialog shows it, released after. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
