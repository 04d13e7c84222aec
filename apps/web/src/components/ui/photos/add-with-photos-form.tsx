import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessage } from '../../../i18n/error-message';
import { PendingPhotoList, usePendingPhotos, type PendingPhoto } from './pending-photos';
import { PhotoPicker } from './photo-picker';
import { FormCard } from '../form-card';

export interface AddWithPhotosText {
  title: string;
  /** Shown once the server has the record. */
  done: string;
  /** Shown instead when the record waits on this device for the network: nothing is sent yet. */
  queued: string;
  /** The title of the alert when saving fails. */
  failed: string;
  submit: string;
}

/** How a save ended: sent (`photoError` is why its photos were not, or null) or kept for later. */
export interface SaveOutcome {
  photoError: unknown;
  queued: boolean;
}

/** Called when the record was saved, on the server or on this device. */
export type OnSaved = (outcome: SaveOutcome) => void;

interface AddWithPhotosFormProps {
  titleId: string;
  text: AddWithPhotosText;
  maxPhotos?: number;
  /** Validates the caller's fields and, when they are good, saves them with the photos. */
  submit: (photos: readonly PendingPhoto[], onSaved: OnSaved) => (event: FormEvent) => Promise<void>;
  saving: boolean;
  /** Why the last save failed, or null. */
  error: unknown;
  /** The record's own fields. */
  children: ReactNode;
}

/**
 * A card that creates a record with photos picked before the record exists (a bug report, a task). The
 * record is saved first; photos that then fail leave it saved and say so, rather than lose it.
 */
export function AddWithPhotosForm({
  titleId,
  text,
  maxPhotos,
  submit,
  saving,
  error,
  children,
}: AddWithPhotosFormProps): ReactNode {
  const { t } = useTranslation();
  // What the notice may truthfully say: the server has it, or it only waits on this device.
  const [saved, setSaved] = useState<'sent' | 'queued' | null>(null);
  const [photoError, setPhotoError] = useState<unknown>(null);
  const pending = usePendingPhotos();

  const onSubmit = (event: FormEvent) => {
    setSaved(null);
    void submit(pending.photos, ({ photoError: uploadError, queued }) => {
      setSaved(queued ? 'queued' : 'sent');
      setPhotoError(uploadError);
      pending.clear();
    })(event);
  };

  return (
    <FormCard titleId={titleId} title={text.title} onSubmit={onSubmit}>
      {saved ? (
        <Alert color="canopy" role="status" withCloseButton onClose={() => setSaved(null)}>
          {saved === 'queued' ? text.queued : text.done}
        </Alert>
      ) : null}
      {photoError ? (
        <Alert color="red" role="alert" title={t('photos.uploadFailed')}>
          {errorMessage(t, photoError)}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" title={text.failed}>
          {errorMessage(t, error)}
        </Alert>
      ) : null}
      {children}
      <PhotoPicker
        {...(maxPhotos !== undefined && { max: maxPhotos })}
        attached={pending.photos.length}
        upload={pending.keep}
        onUploaded={pending.add}
      />
      <PendingPhotoList photos={pending.photos} onRemove={pending.remove} />
      <Group>
        <Button type="submit" loading={saving}>
          {text.submit}
        </Button>
      </Group>
    </FormCard>
  );
}
