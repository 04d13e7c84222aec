import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../i18n/error-message';
import { useDeleteBug } from '../api/delete-bug';

/** Staff only: moves the bug to the trash after a confirmation; a failure shows inside the dialog. */
export function DeleteBugButton({ bugId }: { bugId: string }): ReactNode {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const mutation = useDeleteBug();

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
        title={t('bugs.deleteTitle')}
        busy={mutation.isPending}
        error={mutation.isError ? errorMessage(t, mutation.error) : null}
        onConfirm={() => mutation.mutate(bugId, { onSuccess: close })}
        onClose={cancel}
      >
        {t('bugs.deleteConfirm')}
      </ConfirmModal>
    </>
  );
}
