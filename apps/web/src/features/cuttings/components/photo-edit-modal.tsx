import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { FormAlert } from '../../../components/ui/form-alert';
import type { CuttingPhoto } from '@canopy/shared/schemas/cuttings';
import { useEditCuttingPhoto } from '../api/edit-cutting-photo';
import type { Notice } from './notice';
import { PhotoTextFields } from './photo-text-fields';

export interface PhotoEditModalProps {
  cuttingId: string;
  index: number;
  photo: CuttingPhoto;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}

/** Renames a gallery photo or rewrites its description; both stay required. */
export function PhotoEditModal({ cuttingId, index, photo, onClose, onDone }: PhotoEditModalProps): ReactNode {
  const { t } = useTranslation();
  const edit = useEditCuttingPhoto();
  const [name, setName] = useState(photo.name);
  const [description, setDescription] = useState(photo.description);
  const ready = name.trim() !== '' && description.trim() !== '';
  const save = () =>
    edit.mutate(
      { id: cuttingId, index, name: name.trim(), description: description.trim() },
      {
        onSuccess: () => (onClose(), onDone({ ok: true, text: t('devices.commandSuccess') })),
        // The dialog stays open with the text as typed, so nothing is lost; the message shows inside it.
        onError: () => undefined,
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('cuttings.photos.editTitle')}>
      <Stack gap="sm">
        <PhotoTextFields
          name={name}
          description={description}
          onName={setName}
          onDescription={setDescription}
          rows={3}
        />
        <FormAlert>{edit.isError ? t('devices.commandError') : null}</FormAlert>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!ready} loading={edit.isPending} onClick={save}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
