import { useState, type FormEvent, type ReactNode } from 'react';
import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { EditablePhoto } from '../photos/photo-thumbs';
import { PhotosField } from '../photos/photos-field';
import { uploadOrHoldPhoto } from './upload-or-hold-photo';
import { FormButtons } from '../form-buttons';

export interface DiaryNote {
  note: string;
  /** Ids of uploaded photos, in the order shown. */
  publicIds: string[];
}

export interface DiaryNoteFormProps {
  /** The entry being edited (its note and photos); without it the form adds a new one. */
  editing?: { note: string; photos: EditablePhoto[] };
  saving: boolean;
  /** Called with a non-blank note; `saved` clears the form of a new entry. */
  onSubmit: (entry: DiaryNote, saved: () => void) => void;
  onError: (text: string) => void;
  onCancel?: () => void;
}

/**
 * A gardener-diary entry with photos, new or edited, for strains and cuttings alike: photos upload first
 * and are referenced by id; a blank note is refused before any call.
 */
export function DiaryNoteForm({
  editing,
  saving,
  onSubmit,
  onError,
  onCancel,
}: DiaryNoteFormProps): ReactNode {
  const { t } = useTranslation();
  const [note, setNote] = useState(editing?.note ?? '');
  const [photos, setPhotos] = useState<EditablePhoto[]>(() => editing?.photos ?? []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return onError(t('validation.required'));
    onSubmit({ note: note.trim(), publicIds: photos.map((photo) => photo.publicId) }, () => {
      if (editing) return;
      setNote('');
      setPhotos([]);
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('diary.note')}
          withAsterisk
          rows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <PhotosField photos={photos} onChange={setPhotos} upload={uploadOrHoldPhoto} />
        <FormButtons
          atStart
          submitLabel={editing ? t('common.save') : t('diary.add')}
          saving={saving}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
