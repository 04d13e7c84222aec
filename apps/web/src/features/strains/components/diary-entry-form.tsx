import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StrainDiaryEntry } from '@canopy/shared/schemas/strains';
import { DiaryNoteForm } from '../../../components/ui/diary/diary-note-form';
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

/** A strain's diary entry: the shared diary form saving through the strain diary calls. */
export function DiaryEntryForm({
  strainId,
  entry,
  onSaved,
  onError,
  onCancel,
}: DiaryEntryFormProps): ReactNode {
  const { t } = useTranslation();
  const save = useSaveDiaryEntry();
  const editing = entry && {
    note: entry.note,
    photos: entry.photoPublicIds.map((publicId, index) => ({ publicId, url: entry.photos[index] ?? '' })),
  };
  return (
    <DiaryNoteForm
      {...(editing && { editing })}
      saving={save.isPending}
      onError={onError}
      {...(onCancel && { onCancel })}
      onSubmit={({ note, publicIds }, saved) =>
        save.mutate(
          { strainId, ...(entry && { entryId: entry._id }), body: { note, photoPublicIds: publicIds } },
          {
            onSuccess: () => {
              saved();
              onSaved();
            },
            onError: (error) => onError(saveErrorText(t, error)),
          },
        )
      }
    />
  );
}
