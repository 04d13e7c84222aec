import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CuttingDiaryEntry } from '@canopy/shared/schemas/cuttings';
import { PhotoPicker } from '../../../components/ui/photos/photo-picker';
import { PhotoThumbs, type EditablePhoto } from '../../../components/ui/photos/photo-thumbs';
import { uploadPhoto } from '../../../components/ui/photos/upload-photo';
import { useSaveCuttingDiaryEntry } from '../api/cutting-mutations';
import { cuttingErrorText } from '../error-text';

export interface CuttingDiaryFormProps {
  cuttingId: string;
  /** The entry being edited; without it the form adds a new one. */
  entry?: CuttingDiaryEntry;
  onSaved: () => void;
  onError: (text: string) => void;
  onCancel?: () => void;
}

const photosOf = (entry: CuttingDiaryEntry | undefined): EditablePhoto[] =>
  entry ? entry.imagePublicIds.map((publicId, index) => ({ publicId, url: entry.images[index] ?? '' })) : [];

/** Writes a diary entry with photos (uploaded first, then referenced by id); a blank note is refused. */
export function CuttingDiaryForm({
  cuttingId,
  entry,
  onSaved,
  onError,
  onCancel,
}: CuttingDiaryFormProps): ReactNode {
  const { t } = useTranslation();
  const save = useSaveCuttingDiaryEntry();
  const [note, setNote] = useState(entry?.note ?? '');
  const [photos, setPhotos] = useState<EditablePhoto[]>(() => photosOf(entry));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return onError(t('validation.required'));
    save.mutate(
      {
        id: cuttingId,
        ...(entry && { entryId: entry._id }),
        body: { note: note.trim(), imagePublicIds: photos.map((photo) => photo.publicId) },
      },
      {
        onSuccess: () => {
          if (!entry) {
            setNote('');
            setPhotos([]);
          }
          onSaved();
        },
        onError: (error) => onError(cuttingErrorText(t, error)),
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
          onChange={(event) => setNote(event.currentTarget.value)}
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
