import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useTranslation } from 'react-i18next';
import type { User } from '@canopy/shared/schemas/users';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../i18n/error-message';
import { useDeleteUser } from '../api/delete-user';

export interface DeleteUserButtonProps {
  user: User;
  onDeleted: (email: string) => void;
}

/** Delete with a confirmation dialog; errors such as "last admin" show inside the dialog. */
export function DeleteUserButton({ user, onDeleted }: DeleteUserButtonProps): ReactNode {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const mutation = useDeleteUser();

  const cancel = (): void => {
    mutation.reset();
    close();
  };
  const confirm = (): void =>
    mutation.mutate(user._id, {
      onSuccess: () => {
        close();
        onDeleted(user.email);
      },
    });

  return (
    <>
      <Button color="red" variant="outline" onClick={open}>
        {t('common.delete')}
      </Button>
      <ConfirmModal
        opened={opened}
        title={t('users.deleteTitle')}
        busy={mutation.isPending}

        error={mutation.isError ? errorMessage(t, mutation.error) : null}
        onConfirm={confirm}
        onClose={cancel}
      >
        <Trans i18nKey="users.deleteConfirm" values={{ email: user.email }} components={{ bdi: <bdi /> }} />
      </ConfirmModal>
    </>
  );
}
