import type { ReactNode } from 'react';
import { Group, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { SaveFormModal } from '../../../components/ui/form-modal';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { FormSelect } from '../../../components/ui/form-select';
import { ROOM_KINDS } from '@canopy/shared/crop';
import type { Room } from '@canopy/shared/schemas/rooms';
import { useRoomForm } from '../lib/use-room-form';
import { RoomDeviceSelect } from './room-device-select';

export interface RoomFormModalProps {
  /** The room to edit; null creates one. */
  room: Room | null;
  onClose: () => void;
  onSaved?: (room: Room) => void;
}

/** Creates or edits a room; a refusal keeps everything typed and shows beside the field it is about. */
export function RoomFormModal({ room, onClose, onSaved }: RoomFormModalProps): ReactNode {
  const { t } = useTranslation();
  const { form, submit, errorOf, formError, saving } = useRoomForm(room, (saved) => {
    onSaved?.(saved);
    onClose();
  });

  return (
    <SaveFormModal
      title={t(room ? 'rooms.editTitle' : 'rooms.newTitle')}
      onClose={onClose}
      form={{ submit, formError, saving }}
    >
      <TextInput label={t('rooms.name')} withAsterisk error={errorOf('name')} {...form.register('name')} />
      <FormSelect
        control={form.control}
        name="kind"
        label={t('rooms.kind')}
        data={ROOM_KINDS.map((kind) => ({ value: kind, label: t(`rooms.kinds.${kind}`) }))}
        error={errorOf('kind')}
      />
      <Group grow align="flex-start">
        <FormNumberField
          control={form.control}
          name="areaM2"
          label={t('rooms.area')}
          min={0}
          decimalScale={2}
          error={errorOf('areaM2')}
        />
        <FormNumberField
          control={form.control}
          name="lightsWatts"
          label={t('rooms.lights')}
          min={0}
          allowDecimal={false}
          error={errorOf('lightsWatts')}
        />
      </Group>
      <Controller
        control={form.control}
        name="deviceIds"
        render={({ field }) => (
          <RoomDeviceSelect
            roomId={room?._id ?? null}
            value={field.value}
            onChange={field.onChange}
            error={errorOf('deviceIds')}
          />
        )}
      />
      <Textarea
        label={t('rooms.notes')}
        autosize
        minRows={2}
        error={errorOf('notes')}
        {...form.register('notes')}
      />
    </SaveFormModal>
  );
}
