import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { groupPhotoFieldsSchema, type PlantGroup } from '@canopy/shared/schemas/runs';
import { ApiError } from '../../../lib/api-client';
import { cropFormSchema } from '../../../lib/crop/crop-form-schema';
import { useCropForm } from '../../../lib/crop/use-crop-form';
import { useSendKey } from '../../../lib/crop/use-send-key';
import { isQueued } from '../../../lib/offline-queue/send-or-queue';
import { useAddGroupPhoto } from '../api/add-group-photo';

/** The photo form's values: the note, as typed. */
export interface GroupPhotoDraft {
  note: string;
}

/**
 * A group's photo with its optional note, sent with one key however often it is tried. A refusal of the
 * note shows beside it, any other the server's words above the form; a failure with no answer from the
 * server at all says the photo was not saved.
 */
export function useGroupPhotoForm(
  runId: string,
  group: PlantGroup,
  photo: File | null,
  onDone: (queued: boolean) => void,
) {
  const { t } = useTranslation();
  const add = useAddGroupPhoto();
  const sendKey = useSendKey();
  const [failed, setFailed] = useState(false);
  const { form, errorOf, formError, submitWith, refused } = useCropForm(
    () =>
      cropFormSchema(
        groupPhotoFieldsSchema,
        (draft: GroupPhotoDraft) => ({ note: draft.note.trim() }),
        () => ({}),
      ),
    (): GroupPhotoDraft => ({ note: '' }),
  );

  const submit = submitWith(({ note }) => {
    setFailed(false);
    if (!photo) return;
    add.mutate(
      { runId, groupId: group._id, key: sendKey.current(), photo, note },
      {
        onSuccess: (answer) => onDone(isQueued(answer)),
        onError: (error) => {
          sendKey.afterError(error);
          if (error instanceof ApiError) refused(error, ['note']);
          else setFailed(true);
        },
      },
    );
  });

  return {
    form,
    submit,
    errorOf,
    formError: failed ? t('runs.floor.photoFailed') : formError,
    saving: add.isPending,
  };
}
