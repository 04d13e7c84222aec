import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../i18n/error-message';
import { useDeleteTask } from '../api/delete-task';

/** Delete with a confirmation dialog; a failure shows inside the dialog. */
export function DeleteTaskButton({ taskId }: { taskId: string }): ReactNode {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const mutation = useDeleteTask();

  const cancel = (): void => {
    mutation.reset();
    close();
  };

  return (
    <>
      <Button color="red.9" variant="outline" onClick={open}>
        {t('common.delete')}
      </Button>
      <ConfirmModal
        opened={opened}
        title={t('tasks.deleteTitle')}
        busy={mutation.isPending}
        error={mutation.isError ? errorMessage(t, mutation.error) : null}
        onConfirm={() => mutation.mutate(taskId, { onSuccess: close })}
        onClose={cancel}
      >
        {t('tasks.deleteConfirm')}
      </ConfirmModal>
    </>
  );
}
