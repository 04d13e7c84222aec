import type { ReactNode } from 'react';
import { Select, Text, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ScoutingKind } from '@canopy/shared/feeding';
import type { Room } from '@canopy/shared/schemas/rooms';
import { AtField } from '../../../components/crop/at-field';
import { scoutingKindOptions } from '../../../components/feeding/feeding-options';
import { FormModal } from '../../../components/ui/form-modal';
import { PhotosField } from '../../../components/ui/photos/photos-field';
import { uploadScoutingPhoto } from '../api/scouting-photos';
import { useScoutingForm } from '../lib/use-scouting-form';
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
  const { form, photos, setPhotos, submit, errorOf, formError, saving } = useScoutingForm(room, (queued) => {
    onDone(queued);
    onClose();
  });
  return (
    <FormModal
      title={t('care.scout.title')}
      onClose={onClose}
      onSubmit={() => void submit()}
      formError={formError}
      submitLabel={t('care.scout.submit')}
      saving={saving}
      size="lg"
    >
      <Text size="sm">
        <bdi>{room.name}</bdi>
      </Text>
      <TextInput
        label={t('care.scout.pest')}
        description={t('care.scout.pestHint')}
        withAsterisk
        error={errorOf('pest')}
        {...form.register('pest')}
      />
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <Select
            label={t('care.scout.kind')}
            data={scoutingKindOptions(t)}
            value={field.value}
            onChange={(value) => value && field.onChange(value as ScoutingKind)}
            allowDeselect={false}
            error={errorOf('kind')}
          />
        )}
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
      <Controller
        control={form.control}
        name="at"
        render={({ field }) => (
          <AtField label={t('care.at')} value={field.value} onChange={field.onChange} error={errorOf('at')} />
        )}
      />
      <Textarea label={t('care.note')} rows={2} error={errorOf('note')} {...form.register('note')} />
    </FormModal>
  );
}
