import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormAlert } from './form-alert';
import { useTranslation } from '../../i18n/use-translation';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  busy?: boolean;
  confirmLabel?: string;
  /** Why the last try failed, shown above the buttons so the dialog stays open to try again. */
  error?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a deletion (to the trash or for good) or another step to confirm; the red button does it. */
export function ConfirmModal({
  opened,
  title,
  children,
  busy,
  confirmLabel,
  error,
  onConfirm,
  onClose,
}: ConfirmModalProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text component="div">{children}</Text>
        <FormAlert>{error}</FormAlert>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirmLabel ?? t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
