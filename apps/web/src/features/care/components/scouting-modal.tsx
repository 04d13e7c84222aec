import type { ReactNode } from 'react';
import { Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { Room } from '@canopy/shared/schemas/rooms';
import { scoutingKindOptions } from '../../../components/feeding/feeding-options';
import { FormSelect } from '../../../components/ui/form-select';
import { PhotosField } from '../../../components/ui/photos/photos-field';
import { uploadScoutingPhoto } from '../api/scouting-photos';
import { useScoutingForm } from '../lib/use-scouting-form';
import { RoomEntryModal } from './room-entry-modal';
import { SeverityControl } from './severity-control';

export interface ScoutingModalProps {
  room: Room;
  onClose: () => void;
  /** Told whether the entry was sent or kept on the phone for later (no network); it closes too. */
  onDone: (queued: boolean) => void;
}

/**
 * What was seen in the room: the pest, its kind, how bad (2 or more opens a follow-up task), where, and
 * photos from the phone's camera (held on the phone while offline).
 */
export function ScoutingModal({ room, onClose, onDone }: ScoutingModalProps): ReactNode {
  const { t } = useTranslation();
  const { form, photos, setPhotos, submit, errorOf, entryFields, formError, saving } = useScoutingForm(
    room,
    (queued) => {
      onDone(queued);
      onClose();
    },
  );
  return (
    <RoomEntryModal
      room={room}
      title={t('care.scout.title')}
      submitLabel={t('care.scout.submit')}
      onClose={onClose}
      onSubmit={() => void submit()}
      formError={formError}
      saving={saving}
      entryFields={entryFields}
    >
      <TextInput
        label={t('care.scout.pest')}
        description={t('care.scout.pestHint')}
        withAsterisk
        error={errorOf('pest')}
        {...form.register('pest')}
      />
      <FormSelect
        control={form.control}
        name="kind"
        label={t('care.scout.kind')}
        data={scoutingKindOptions(t)}
        error={errorOf('kind')}
      />
      <Controller
        control={form.control}
        name="severity"
        render={({ field }) => (
          <SeverityControl value={field.value} onChange={field.onChange} error={errorOf('severity')} />
        )}
      />
      <TextInput
        label={t('care.scout.where')}
        description={t('care.scout.whereHint')}
        error={errorOf('where')}
        {...form.register('where')}
      />
      <PhotosField
        label={t('care.scout.photos')}
        photos={photos}
        onChange={setPhotos}
        upload={uploadScoutingPhoto}
      />
      {errorOf('photos') ? (
        <Text size="sm" c="red.9" role="alert">
          {errorOf('photos')}
        </Text>
      ) : null}
    </RoomEntryModal>
  );
}
