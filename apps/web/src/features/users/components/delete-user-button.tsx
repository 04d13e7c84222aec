import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useTranslation } from 'react-i18next';
import type { User } from '@canopy/shared/schemas/users';
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
      <Modal opened={opened} onClose={cancel} title={t('users.deleteTitle')}>
        <Stack gap="md">
          <Text>
            <Trans
              i18nKey="users.deleteConfirm"
              values={{ email: user.email }}
              components={{ bdi: <bdi /> }}
            />
          </Text>
          {mutation.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(t, mutation.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={cancel}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={confirm} loading={mutation.isPending}>
              {t('common.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
