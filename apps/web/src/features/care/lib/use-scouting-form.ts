import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ScoutingBody } from '@canopy/shared/schemas/feeding';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { EditablePhoto } from '../../../components/ui/photos/photo-thumbs';
import { toLocalInput } from '../../../lib/crop/local-time-input';
import { useSendKey } from '../../../lib/crop/use-send-key';
import { isQueued } from '../../../lib/offline-queue/send-or-queue';
import { useRecordScouting } from '../api/record-scouting';
import { severityKey } from '../../../components/feeding/feeding-format';
import { careFieldError, placeRefusal } from './form-check';
import {
  emptyScoutingDraft,
  SCOUTING_FIELDS,
  scoutingFormSchema,
  type ScoutingDraft,
} from './scouting-draft';

/**
 * The scouting form: what was seen, how bad, where, and photos (uploaded as they are taken, or held on the
 * phone while offline and uploaded first when the entry is sent). Offline it waits like a feed.
 */
export function useScoutingForm(room: Room, onDone: (queued: boolean) => void) {
  const { t } = useTranslation();
  const [openedAt] = useState(() => toLocalInput(new Date()));
  const form = useForm<ScoutingDraft, unknown, ScoutingBody>({
    resolver: zodResolver(scoutingFormSchema(openedAt)),
    defaultValues: emptyScoutingDraft(openedAt),
  });
  // The photo field keeps its list (several may finish uploading before a render); the form reads it on send.
  const [photos, setPhotos] = useState<EditablePhoto[]>([]);
  const record = useRecordScouting();
  const sendKey = useSendKey();
  const [formError, setFormError] = useState<string>();

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

  const errorOf = (field: string) =>
    careFieldError(t, form.getFieldState(field as Path<ScoutingDraft>, form.formState).error?.message);

  return { form, photos, setPhotos, submit, errorOf, formError, saving: record.isPending };
}
