import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
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
      <Modal opened={opened} onClose={cancel} title={t('tasks.deleteTitle')}>
        <Stack gap="md">
          <Text>{t('tasks.deleteConfirm')}</Text>
          {mutation.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(t, mutation.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={cancel}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red.9"
              onClick={() => mutation.mutate(taskId, { onSuccess: close })}
              loading={mutation.isPending}
            >
              {t('common.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
