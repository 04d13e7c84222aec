import { useState, type ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Language } from '@canopy/shared/languages';
import type { Cutting } from '@canopy/shared/schemas/cuttings';
import { formatDateTime } from '../../../lib/dates';
import { useDeleteCuttingPhoto } from '../api/delete-cutting-photo';
import { useReorderCuttingPhotos } from '../api/reorder-cutting-photos';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { EditDeleteButtons } from '../../../components/ui/edit-delete-buttons';
import { CuttingPhoto } from './cutting-photo';
import { useNotice, type Notice } from './notice';
import { NoticeAlert } from './notice-alert';
import { PhotoEditModal } from './photo-edit-modal';
import { PhotoUploadForm } from './photo-upload-form';

export interface CuttingGalleryProps {
  cutting: Cutting;
  /** Staff upload, reorder, edit and delete photos. */
  manage: boolean;
}

/** The named photo gallery; every change says Success or 'Error: check argument', like a device command. */
export function CuttingGallery({ cutting, manage }: CuttingGalleryProps): ReactNode {
  const { t, i18n } = useTranslation();
  const { notice, show } = useNotice();
  const reorder = useReorderCuttingPhotos();
  const remove = useDeleteCuttingPhoto();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const result = {
    onSuccess: () => show({ ok: true, text: t('devices.commandSuccess') }),
    onError: () => show({ ok: false, text: t('devices.commandError') }),
  };
  const move = (from: number, to: number) => reorder.mutate({ id: cutting._id, from, to }, result);
  const editedPhoto = editing === null ? undefined : cutting.photos[editing];
  const last = cutting.photos.length - 1;

  return (
    <Stack gap="md" component="section" aria-labelledby="cutting-gallery-title">
      <Title order={2} size="h3" id="cutting-gallery-title">
        {t('cuttings.photos.title')}
      </Title>
      <NoticeAlert notice={notice} />
      {cutting.photos.length === 0 ? <Text>{t('cuttings.photos.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {cutting.photos.map((photo, index) => (
          <Card key={photo.publicId} withBorder padding="sm" component="figure" m={0}>
            <Stack gap={6}>
              <Card.Section>
                <CuttingPhoto src={photo.url} blurred={cutting.photosBlurred} alt={photo.name} h={200} />
              </Card.Section>
              <Text component="figcaption" fw={600}>
                <bdi>{photo.name}</bdi>
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <bdi>{photo.description}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                <bdi>{photo.author}</bdi> ·{' '}
                <bdi>{formatDateTime(photo.createdAt, i18n.language as Language)}</bdi>
              </Text>
              {manage ? (
                <Group gap={6}>
                  <Button
                    size="compact-sm"
                    variant="default"
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('cuttings.photos.moveUp', { name: photo.name })}
                  >
                    {t('cuttings.photos.up')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    disabled={index === last || reorder.isPending}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('cuttings.photos.moveDown', { name: photo.name })}
                  >
                    {t('cuttings.photos.down')}
                  </Button>
                  <EditDeleteButtons
                    compact
                    onEdit={() => setEditing(index)}
                    onDelete={() => setDeleting(index)}
                    name={photo.name}
                  />
                </Group>
              ) : null}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {manage ? <PhotoUploadForm cuttingId={cutting._id} onDone={show} /> : null}
      {editing !== null && editedPhoto ? (
        <PhotoEditModal
          cuttingId={cutting._id}
          index={editing}
          photo={editedPhoto}
          onClose={() => setEditing(null)}
          onDone={(done: Notice) => show(done)}
        />
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title={t('cuttings.photos.deleteTitle')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting !== null &&
          remove.mutate(
            { id: cutting._id, index: deleting },
            {
              onSuccess: () => (setDeleting(null), result.onSuccess()),
              onError: () => (setDeleting(null), result.onError()),
            },
          )
        }
      >
        {t('cuttings.photos.deleteConfirm', { name: cutting.photos[deleting ?? 0]?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
