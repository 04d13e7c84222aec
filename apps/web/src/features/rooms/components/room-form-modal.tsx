import { useState, type ReactNode } from 'react';
import { Group, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { ROOM_KINDS, type RoomKind } from '@canopy/shared/crop';
import { roomBodySchema, type Room } from '@canopy/shared/schemas/rooms';
import { errorText, schemaErrors, type FormErrors } from '../../../lib/crop/form-errors';
import { serverFieldErrors } from '../../../lib/crop/server-field-errors';
import { useCreateRoom } from '../api/create-room';
import { useUpdateRoom } from '../api/update-room';
import { emptyRoomDraft, roomBodyOf, roomDraftOf, type RoomDraft } from '../lib/room-draft';
import { RoomDeviceSelect } from './room-device-select';

const FIELDS = ['name', 'kind', 'areaM2', 'lightsWatts', 'deviceIds', 'notes'] as const;

export interface RoomFormModalProps {
  /** The room to edit; null creates one. */
  room: Room | null;
  onClose: () => void;
  onSaved?: (room: Room) => void;
}

/** Creates or edits a room; a refusal keeps everything typed and shows beside the field it is about. */
export function RoomFormModal({ room, onClose, onSaved }: RoomFormModalProps): ReactNode {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<RoomDraft>(() => (room ? roomDraftOf(room) : emptyRoomDraft()));
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const saving = create.isPending || update.isPending;
  const set = <Key extends keyof RoomDraft>(key: Key, value: RoomDraft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const fieldError = (field: string) => errorText(t, errors[field]);

  const submit = () => {
    const body = roomBodyOf(draft);
    const invalid = schemaErrors(roomBodySchema, body);
    setErrors(invalid ?? {});
    if (invalid) return;
    const done = {
      onSuccess: (saved: Room) => {
        onSaved?.(saved);
        onClose();
      },
      onError: (error: unknown) => setErrors(serverFieldErrors(error, FIELDS)),
    };
    if (room) update.mutate({ id: room._id, body }, done);
    else create.mutate(body, done);
  };

  return (
    <FormModal
      title={t(room ? 'rooms.editTitle' : 'rooms.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      formError={fieldError('form')}
      submitLabel={t('common.save')}
      saving={saving}
      size="lg"
    >
      <TextInput
        label={t('rooms.name')}
        withAsterisk
        value={draft.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        error={fieldError('name')}
      />
      <Select
        label={t('rooms.kind')}
        data={ROOM_KINDS.map((kind) => ({ value: kind, label: t(`rooms.kinds.${kind}`) }))}
        value={draft.kind}
        onChange={(value) => value && set('kind', value as RoomKind)}
        allowDeselect={false}
        error={fieldError('kind')}
      />
      <Group grow align="flex-start">
        <NumberInput
          label={t('rooms.area')}
          min={0}
          decimalScale={2}
          value={draft.areaM2}
          onChange={(value) => set('areaM2', typeof value === 'number' ? value : '')}
          error={fieldError('areaM2')}
        />
        <NumberInput
          label={t('rooms.lights')}
          min={0}
          allowDecimal={false}
          value={draft.lightsWatts}
          onChange={(value) => set('lightsWatts', typeof value === 'number' ? value : '')}
          error={fieldError('lightsWatts')}
        />
      </Group>
      <RoomDeviceSelect
        roomId={room?._id ?? null}
        value={draft.deviceIds}
        onChange={(deviceIds) => set('deviceIds', deviceIds)}
        error={fieldError('deviceIds')}
      />
      <Textarea
        label={t('rooms.notes')}
        autosize
        minRows={2}
        value={draft.notes}
        onChange={(event) => set('notes', event.currentTarget.value)}
        error={fieldError('notes')}
      />
    </FormModal>
  );
}
