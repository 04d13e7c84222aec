import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { EditablePhoto } from '../../../components/ui/photos/photo-thumbs';
import { placeRefusal } from '../../../lib/feeding/place-refusal';
import { useSendKey } from '../../../lib/crop/use-send-key';
import { isQueued } from '../../../lib/offline-queue/send-or-queue';
import { useRecordScouting } from '../api/record-scouting';
import { severityKey } from '../../../components/feeding/feeding-format';
import { emptyScoutingDraft, SCOUTING_FIELDS, scoutingFormSchema } from './scouting-draft';
import { useEntryForm } from './use-entry-form';

/**
 * The scouting form: what was seen, how bad, where, and photos (uploaded as they are taken, or held on the
 * phone while offline and uploaded first when the entry is sent). Offline it waits like a feed.
 */
export function useScoutingForm(room: Room, onDone: (queued: boolean) => void) {
  const { t } = useTranslation();
  const { form, errorOf, formError, setFormError, entryFields } = useEntryForm(
    scoutingFormSchema,
    emptyScoutingDraft,
  );
  // The photo field keeps its list (several may finish uploading before a render); the form reads it on send.
  const [photos, setPhotos] = useState<EditablePhoto[]>([]);
  const record = useRecordScouting();
  const sendKey = useSendKey();

  const send = form.handleSubmit((body) => {
    setFormError(undefined);
    const summary = t('care.summary.scouting', {
      room: room.name,
      pest: body.pest,
      severity: t(severityKey(body.severity)),
    });
    record.mutate(
      { roomId: room._id, key: sendKey.current(), body, summary },
      {
        onSuccess: (answer) => onDone(isQueued(answer)),
        onError: (error) => {
          sendKey.afterError(error);
          setFormError(placeRefusal(t, form, error, SCOUTING_FIELDS));
        },
      },
    );
  });
  const submit = () => {
    form.setValue(
      'photos',
      photos.map((photo) => photo.publicId),
    );
    return send();
  };

  return { form, photos, setPhotos, submit, errorOf, entryFields, formError, saving: record.isPending };
}
