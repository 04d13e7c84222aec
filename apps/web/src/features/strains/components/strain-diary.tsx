import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageRecords } from '@canopy/shared/permissions';
import type { StrainDiaryEntry } from '@canopy/shared/schemas/strains';
import { Diary } from '../../../components/ui/diary/diary';
import type { DiaryCalls, DiaryEntryView } from '../../../components/ui/diary/diary-types';
import { useSession } from '../../../lib/use-session';
import { useDeleteDiaryEntry } from '../api/delete-diary-entry';
import { useRemoveDiaryPhoto } from '../api/remove-diary-photo';
import { useSaveDiaryEntry } from '../api/save-diary-entry';
import { saveErrorText } from '../save-error-text';

export interface StrainDiaryProps {
  strainId: string;
  entries: StrainDiaryEntry[];
}

/** The API names a strain diary's pictures `photos` and `photoPublicIds`. */
const toView = (entry: StrainDiaryEntry): DiaryEntryView => ({
  id: entry._id,
  note: entry.note,
  photos: entry.photoPublicIds.map((publicId, index) => ({ publicId, url: entry.photos[index] ?? '' })),
  timestamp: entry.timestamp,
  authorName: entry.authorName,
});

function useStrainDiaryCalls(strainId: string): DiaryCalls {
  const { t } = useTranslation();
  const save = useSaveDiaryEntry();
  const remove = useDeleteDiaryEntry();
  const removePhoto = useRemoveDiaryPhoto();
  return {
    save: (entryId, { note, publicIds }) =>
      save.mutateAsync({ strainId, ...(entryId && { entryId }), body: { note, photoPublicIds: publicIds } }),
    remove: (entryId) => remove.mutateAsync({ strainId, entryId }),
    removePhoto: (entryId, publicId) => removePhoto.mutateAsync({ strainId, entryId, publicId }),
    errorText: (error) => saveErrorText(t, error),
  };
}

/** A strain's gardener diary: everyone logged in reads it, staff write it. */
export function StrainDiary({ strainId, entries }: StrainDiaryProps): ReactNode {
  const { actor } = useSession();
  const calls = useStrainDiaryCalls(strainId);
  return (
    <Diary
      titleId="diary-title"
      entries={entries.map(toView)}
      manage={canManageRecords(actor)}
      calls={calls}
    />
  );
}
