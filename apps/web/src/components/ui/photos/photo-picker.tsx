import { useState, type ReactNode } from 'react';
import { Alert, Button, FileButton, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { UploadResponse } from '@canopy/shared/schemas/files';
import { ApiError } from '../../../lib/api-client';
import { errorKey } from '../../../i18n/error-key';
import { canEditInBrowser, checkPhotos, PHOTO_PROBLEM_TEXT } from './photo-checks';
import { renderEditedPhoto } from './render-edited-photo';
import { PhotoEditor } from './photo-editor';
import type { TranslationKey } from '../../../i18n/translation-key';

export interface PhotoPickerProps<T> {
  /** Photos the form already holds, counted against `max`. */
  attached: number;
  /** A single-photo picker passes 1; others are unlimited. */
  max?: number;
  /**
   * Sends one checked and edited photo; by default to `POST /api/upload`. A form whose record does not
   * exist yet passes a function that only keeps the photo, and sends it after creating the record.
   */
  upload: (photo: Blob, name: string) => Promise<T>;
  onUploaded: (result: T) => void;
}

type Message = { key: TranslationKey } | { text: string };

/** Pick from disk or the phone camera, check, edit each photo, upload; used by every photo form. */
export function PhotoPicker<T = UploadResponse>({
  attached,
  max,
  upload: send,
  onUploaded,
}: PhotoPickerProps<T>): ReactNode {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const current = queue[0] ?? null;
  const single = max === 1;

  const choose = (chosen: File | File[] | null) => {
    const files = chosen === null ? [] : Array.isArray(chosen) ? chosen : [chosen];
    if (files.length === 0) return;
    const problem = checkPhotos(files, attached + queue.length, max);
    setMessage(problem ? { key: PHOTO_PROBLEM_TEXT[problem] } : null);
    if (problem) return;
    // HEIC goes straight up (the browser cannot draw it); the rest wait their turn in the editor.
    const direct = files.filter((file) => !canEditInBrowser(file));
    setQueue((waiting) => [...waiting, ...files.filter(canEditInBrowser)]);
    void direct.reduce((previous, file) => previous.then(() => upload(file, file.name)), Promise.resolve());
  };

  const upload = async (blob: Blob, name: string, fromQueue = false) => {
    setBusy(true);
    try {
      onUploaded(await send(blob, name));
    } catch (error) {
      // Known refusals (too large, unsupported) read as the server says; anything else is "upload failed".
      const known =
        error instanceof ApiError && error.code.startsWith('upload.') ? errorKey(error.code) : null;
      setMessage(known ? { text: t(known) } : { key: 'photos.uploadFailed' });
    } finally {
      setBusy(false);
      if (fromQueue) setQueue((waiting) => waiting.slice(1));
    }
  };

  const [editorKey, setEditorKey] = useState(0);
  return (
    <>
      <Group gap="xs">
        <FileButton onChange={choose} accept="image/*" multiple={!single}>
          {(props) => (
            <Button variant="default" {...props}>
              {single ? t('photos.chooseOne') : t('photos.choose')}
            </Button>
          )}
        </FileButton>
        <FileButton onChange={choose} accept="image/*" capture="environment">
          {(props) => (
            <Button variant="default" {...props}>
              {t('photos.camera')}
            </Button>
          )}
        </FileButton>
      </Group>
      {message ? (
        <Alert color="red" role="alert">
          {'key' in message ? t(message.key) : message.text}
        </Alert>
      ) : null}
      <PhotoEditor
        key={editorKey}
        file={current}
        busy={busy}
        onCancel={() => {
          setEditorKey((value) => value + 1);
          setQueue((waiting) => waiting.slice(1));
        }}
        onConfirm={({ src, rotation, area }) =>
          void renderEditedPhoto(src, rotation, area)
            .then((blob) => upload(blob, 'photo.jpg', true))
            .then(() => setEditorKey((value) => value + 1))
            .catch(() => setMessage({ key: 'photos.uploadFailed' }))
        }
      />
    </>
  );
}
