import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Room } from '@canopy/shared/schemas/rooms';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../i18n/error-message';
import { useDeleteRoom } from '../api/delete-room';

/** Deletes a room after asking; a room with plants in it says so (409 `rooms.not_empty`) and stays. */
export function DeleteRoomButton({ room, onDeleted }: { room: Room; onDeleted: () => void }): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteRoom();
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  return (
    <>
      <Button color="red" variant="outline" onClick={() => setOpen(true)}>
        {t('common.delete')}
      </Button>
      <ConfirmModal
        opened={open}
        title={t('rooms.deleteTitle')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(t, remove.error) : null}
        onClose={close}
        onConfirm={() => remove.mutate(room._id, { onSuccess: onDeleted })}
      >
        {t('rooms.deleteConfirm', { name: room.name })}
      </ConfirmModal>
    </>
  );
}
