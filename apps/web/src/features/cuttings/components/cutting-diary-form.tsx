import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CuttingDiaryEntry } from '@canopy/shared/schemas/cuttings';
import { DiaryNoteForm } from '../../../components/ui/diary/diary-note-form';
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

/** A cutting's diary entry: the shared diary form saving through the cutting diary calls. */
export function CuttingDiaryForm({
  cuttingId,
  entry,
  onSaved,
  onError,
  onCancel,
}: CuttingDiaryFormProps): ReactNode {
  const { t } = useTranslation();
  const save = useSaveCuttingDiaryEntry();
  const editing = entry && {
    note: entry.note,
    photos: entry.imagePublicIds.map((publicId, index) => ({ publicId, url: entry.images[index] ?? '' })),
  };
  return (
    <DiaryNoteForm
      {...(editing && { editing })}
      saving={save.isPending}
      onError={onError}
      {...(onCancel && { onCancel })}
      onSubmit={({ note, publicIds }, saved) =>
        save.mutate(
          { id: cuttingId, ...(entry && { entryId: entry._id }), body: { note, imagePublicIds: publicIds } },
          {
            onSuccess: () => {
              saved();
              onSaved();
            },
            onError: (error) => onError(cuttingErrorText(t, error)),
          },
        )
      }
    />
  );
}
