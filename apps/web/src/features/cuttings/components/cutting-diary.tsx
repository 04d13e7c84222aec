import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CuttingDiaryEntry } from '@canopy/shared/schemas/cuttings';
import { Diary } from '../../../components/ui/diary/diary';
import type { DiaryCalls, DiaryEntryView } from '../../../components/ui/diary/diary-types';
import { useDeleteCuttingDiaryEntry } from '../api/delete-cutting-diary-entry';
import { useRemoveCuttingDiaryImage } from '../api/remove-cutting-diary-image';
import { useSaveCuttingDiaryEntry } from '../api/save-cutting-diary-entry';
import { cuttingErrorText } from '../error-text';
import { CuttingPhoto } from './cutting-photo';

export interface CuttingDiaryProps {
  cuttingId: string;
  entries: CuttingDiaryEntry[];
  manage: boolean;
  photosBlurred: boolean;
}

/** The API names a cutting diary's pictures `images` and `imagePublicIds`. */
const toView = (entry: CuttingDiaryEntry): DiaryEntryView => ({
  id: entry._id,
  note: entry.note,
  photos: entry.imagePublicIds.map((publicId, index) => ({ publicId, url: entry.images[index] ?? '' })),
  timestamp: entry.timestamp,
  authorName: entry.authorName,
});

const blurredPhoto = (url: string, alt: string) => <CuttingPhoto src={url} blurred alt={alt} h={100} />;

function useCuttingDiaryCalls(cuttingId: string): DiaryCalls {
  const { t } = useTranslation();
  const save = useSaveCuttingDiaryEntry();
  const remove = useDeleteCuttingDiaryEntry();
  const removeImage = useRemoveCuttingDiaryImage();
  return {
    save: (entryId, { note, publicIds }) =>
      save.mutateAsync({
        id: cuttingId,
        ...(entryId && { entryId }),
        body: { note, imagePublicIds: publicIds },
      }),
    remove: (entryId) => remove.mutateAsync({ id: cuttingId, entryId }),
    removePhoto: (entryId, publicId) => removeImage.mutateAsync({ id: cuttingId, entryId, publicId }),
    errorText: (error) => cuttingErrorText(t, error),
  };
}

/** A cutting's gardener diary; readers who may not see original photos get blurred previews. */
export function CuttingDiary({ cuttingId, entries, manage, photosBlurred }: CuttingDiaryProps): ReactNode {
  const calls = useCuttingDiaryCalls(cuttingId);
  return (
    <Diary
      titleId="cutting-diary-title"
      entries={entries.map(toView)}
      manage={manage}
      calls={calls}
      {...(photosBlurred && { renderPhoto: blurredPhoto })}
    />
  );
}
