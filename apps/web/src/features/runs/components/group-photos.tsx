import { useState, type ReactNode } from 'react';
import { Button, Group, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canDeleteGroupPhoto } from '@canopy/shared/permissions';
import type { GroupPhoto } from '@canopy/shared/schemas/runs';
import { useSiteTimeFormat } from '../../../components/crop/site-time';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../i18n/error-message';
import { useSession } from '../../../lib/use-session';
import { useDeleteGroupPhoto } from '../api/delete-group-photo';

/**
 * A group's photos as small thumbnails, oldest first; each opens full size with its date, author and note,
 * and its author or staff may delete it (after a confirm).
 */
export function GroupPhotos({ runId, photos }: { runId: string; photos: readonly GroupPhoto[] }): ReactNode {
  const { t } = useTranslation();
  const format = useSiteTimeFormat();
  const { actor } = useSession();
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteGroupPhoto();
  if (photos.length === 0) return null;
  const open = photos.find((photo) => photo._id === openId);
  const close = () => {
    setOpenId(null);
    setConfirming(false);
    remove.reset();
  };
  return (
    <>
      <Group gap="xs" role="list" aria-label={t('runs.photos.title')}>
        {photos.map((photo, index) => (
          <UnstyledButton
            key={photo._id}
            role="listitem"
            onClick={() => setOpenId(photo._id)}
            aria-label={t('runs.photos.open', { number: index + 1, at: format(photo.at) })}
          >
            <Image src={photo.thumbUrl} alt="" w={56} h={56} fit="cover" radius="sm" loading="lazy" />
          </UnstyledButton>
        ))}
      </Group>
      <Modal
        opened={open !== undefined && !confirming}
        onClose={close}
        title={open ? format(open.at) : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {open ? (
          <Stack gap="sm">
            <Image src={open.url} alt={open.note || t('runs.photos.photo')} />
            {open.note ? <Text>{open.note}</Text> : null}
            {open.by ? (
              <Text size="sm" c="dimmed">
                {t('runs.photos.by', { name: open.by.displayName })}
              </Text>
            ) : null}
            {canDeleteGroupPhoto(actor, { authorId: open.by?.id ?? null }) ? (
              <Group>
                <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                  {t('runs.photos.delete')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Modal>
      <ConfirmModal
        opened={open !== undefined && confirming}
        title={t('runs.photos.deleteTitle')}
        confirmLabel={t('runs.photos.delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(t, remove.error) : null}
        onClose={close}
        onConfirm={() => open && remove.mutate({ runId, photoId: open._id }, { onSuccess: close })}
      >
        {t('runs.photos.deleteText')}
      </ConfirmModal>
    </>
  );
}
