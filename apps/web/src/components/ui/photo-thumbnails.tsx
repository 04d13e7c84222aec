import { useState, type ReactNode } from 'react';
import { Group, Image, Modal, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';

export interface Photo {
  url: string;
  /** Stable key: the stored file's id. */
  id: string;
}

/** Small thumbnails; each opens the full image in a modal. */
export function PhotoThumbnails({ photos }: { photos: Photo[] }): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const current = open === null ? undefined : photos[open];
  return (
    <>
      <Group gap="xs">
        {photos.map((photo, index) => (
          <UnstyledButton
            key={photo.id}
            onClick={() => setOpen(index)}
            aria-label={t('photos.open', { number: index + 1 })}
          >
            <Image src={photo.url} alt="" w={72} h={72} fit="cover" radius="sm" loading="lazy" />
          </UnstyledButton>
        ))}
      </Group>
      <Modal
        opened={current !== undefined}
        onClose={() => setOpen(null)}
        title={t('photos.title', { number: (open ?? 0) + 1 })}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {current ? <Image src={current.url} alt={t('photos.title', { number: (open ?? 0) + 1 })} /> : null}
      </Modal>
    </>
  );
}
