import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CloseButton, Group, Image, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/** A checked and edited photo kept in the browser until its record exists. */
export interface PendingPhoto {
  blob: Blob;
  name: string;
  previewUrl: string;
}

/** Photos chosen for a record that is not created yet; preview URLs are released when dropped. */
export function usePendingPhotos() {
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  // The latest list, for releasing preview URLs when the form goes away.
  const current = useRef(photos);
  useEffect(() => {
    current.current = photos;
  }, [photos]);
  useEffect(() => () => current.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)), []);

  const keep = useCallback(
    async (blob: Blob, name: string): Promise<PendingPhoto> => ({
      blob,
      name,
      previewUrl: URL.createObjectURL(blob),
    }),
    [],
  );
  const add = useCallback((photo: PendingPhoto) => setPhotos((all) => [...all, photo]), []);
  const remove = useCallback((photo: PendingPhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    setPhotos((all) => all.filter((other) => other !== photo));
  }, []);
  const clear = useCallback(() => {
    current.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl));
    setPhotos([]);
  }, []);
  return { photos, keep, add, remove, clear };
}

export function PendingPhotoList({
  photos,
  onRemove,
}: {
  photos: readonly PendingPhoto[];
  onRemove: (photo: PendingPhoto) => void;
}): ReactNode {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <Group gap="sm">
      {photos.map((photo, index) => (
        <Stack key={photo.previewUrl} gap={4} align="center">
          <Image
            src={photo.previewUrl}
            alt={t('photos.photoAlt', { number: index + 1 })}
            w={96}
            h={72}
            fit="cover"
            radius="sm"
          />
          <CloseButton aria-label={t('photos.remove')} onClick={() => onRemove(photo)} />
        </Stack>
      ))}
    </Group>
  );
}
