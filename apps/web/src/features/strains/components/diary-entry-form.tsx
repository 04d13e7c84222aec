import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StrainDiaryEntry } from '@canopy/shared/schemas/strains';
import { PhotoPicker } from '../../../components/ui/photos/photo-picker';
import { PhotoThumbs, type EditablePhoto } from '../../../components/ui/photos/photo-thumbs';
import { uploadPhoto } from '../../../components/ui/photos/upload-photo';
import { useSaveDiaryEntry } from '../api/strains-api';
import { saveErrorText } from '../save-error-text';

export interface DiaryEntryFormProps {
  strainId: string;
  /** The entry being edited; without it the form adds a new one. */
  entry?: StrainDiaryEntry;
  onSaved: () => void;
  onError: (text: string) => void;
  onCancel?: () => void;
}

const photosOf = (entry: StrainDiaryEntry | undefined): EditablePhoto[] =>
  entry ? entry.photoPublicIds.map((publicId, index) => ({ publicId, url: entry.photos[index] ?? '' })) : [];

/** Writes a diary entry with photos, new or edited; a blank note is refused before any call. */
export function DiaryEntryForm({
  strainId,
  entry,
  onSaved,
  onError,
  onCancel,
}: DiaryEntryFormProps): ReactNode {
  const { t } = useTranslation();
  const save = useSaveDiaryEntry();
  const [note, setNote] = useState(entry?.note ?? '');
  const [photos, setPhotos] = useState<EditablePhoto[]>(() => photosOf(entry));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return onError(t('validation.required'));
    save.mutate(
      {
        strainId,
        ...(entry && { entryId: entry._id }),
        body: { note: note.trim(), photoPublicIds: photos.map((photo) => photo.publicId) },
      },
      {
        onSuccess: () => {
          if (!entry) {
            setNote('');
            setPhotos([]);
          }
          onSaved();
        },
        onError: (error) => onError(saveErrorText(t, error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('diary.note')}
          withAsterisk
          rows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <PhotoThumbs
          photos={photos}
          onRemove={(id) => setPhotos((all) => all.filter((p) => p.publicId !== id))}
        />
        <PhotoPicker
          upload={uploadPhoto}
          attached={photos.length}
          onUploaded={(photo) => setPhotos((all) => [...all, photo])}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {entry ? t('common.save') : t('diary.add')}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
