import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, FileInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { PHOTO_MIME_TYPES } from '@canopy/shared/constants';
import { usePhotoChoice } from '../../../components/ui/photos/use-photo-choice';
import { useUploadCuttingPhoto } from '../api/upload-cutting-photo';
import type { Notice } from './notice';
import { PHOTO_PROBLEM_TEXT } from '../../../components/ui/photos/photo-checks';
import { PhotoTextFields } from './photo-text-fields';

export interface PhotoUploadFormProps {
  cuttingId: string;
  onDone: (notice: Notice) => void;
}

/**
 * Adds a gallery photo: file, name and description are all required, so the button
 * stays disabled until all three are there. A failure keeps everything typed.
 */
export function PhotoUploadForm({ cuttingId, onDone }: PhotoUploadFormProps): ReactNode {
  const { t } = useTranslation();
  const upload = useUploadCuttingPhoto();
  const { file, problem, shrinking, choose, clear } = usePhotoChoice();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const ready = file !== null && name.trim() !== '' && description.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    upload.mutate(
      { id: cuttingId, file, fileName: file.name, name: name.trim(), description: description.trim() },
      {
        onSuccess: () => {
          clear();
          setName('');
          setDescription('');
          onDone({ ok: true, text: t('devices.commandSuccess') });
        },
        onError: () => onDone({ ok: false, text: t('devices.commandError') }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="cutting-photo-upload">
      <Stack gap="sm">
        <Title order={3} size="h4" id="cutting-photo-upload">
          {t('cuttings.photos.uploadTitle')}
        </Title>
        <FileInput
          label={t('cuttings.photos.file')}
          placeholder={t('photos.chooseOne')}
          accept={[...PHOTO_MIME_TYPES, '.heic', '.heif'].join(',')}
          value={file}
          onChange={choose}
          clearable
          withAsterisk
          error={problem ? t(PHOTO_PROBLEM_TEXT[problem]) : undefined}
          description={shrinking ? <span role="status">{t('floor.shrinking')}</span> : undefined}
        />
        <PhotoTextFields
          name={name}
          description={description}
          onName={setName}
          onDescription={setDescription}
          rows={2}
        />
        {!ready ? (
          <Text size="sm" c="dimmed" id="cutting-photo-required">
            {t('cuttings.photos.allRequired')}
          </Text>
        ) : null}
        <Button
          type="submit"
          disabled={!ready}
          loading={upload.isPending}
          w="fit-content"
          aria-describedby={ready ? undefined : 'cutting-photo-required'}
        >
          {t('photos.upload')}
        </Button>
      </Stack>
    </form>
  );
}
