import { roomBodySchema, type Room } from '@canopy/shared/schemas/rooms';
import { cropFormSchema } from '../../../lib/crop/crop-form-schema';
import { useCropForm } from '../../../lib/crop/use-crop-form';
import { useCreateRoom } from '../api/create-room';
import { useUpdateRoom } from '../api/update-room';
import { emptyRoomDraft, roomBodyOf, roomDraftOf, type RoomDraft } from './room-draft';

const FIELDS = ['name', 'kind', 'areaM2', 'lightsWatts', 'deviceIds', 'notes'] as const;

/**
 * A new room (`room` null) or one edited; a refusal keeps everything typed and shows beside the field it is
 * about (an unknown device beside the devices).
 */
export function useRoomForm(room: Room | null, onSaved: (saved: Room) => void) {
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const { form, errorOf, formError, submitWith, refused } = useCropForm(
    () => cropFormSchema(roomBodySchema, roomBodyOf, () => ({})),
    (): RoomDraft => (room ? roomDraftOf(room) : emptyRoomDraft()),
  );

  const submit = submitWith((body) => {
    const done = { onSuccess: onSaved, onError: (error: unknown) => refused(error, FIELDS) };
    if (room) update.mutate({ id: room._id, body }, done);
    else create.mutate(body, done);
  });

  return { form, submit, errorOf, formError, saving: create.isPending || update.isPending };
}
