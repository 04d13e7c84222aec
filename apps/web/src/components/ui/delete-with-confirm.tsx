import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../i18n/error-message';
import { ConfirmModal } from './confirm-modal';

export interface DeleteWithConfirmProps {
  /** The delete mutation (TanStack Query's); its pending state and error show in the dialog. */
  mutation: {
    mutate(id: string, options: { onSuccess: () => void }): void;
    reset(): void;
    isPending: boolean;
    isError: boolean;
    error: Error | null;
  };
  id: string;
  title: string;
  /** What the dialog asks. */
  children: ReactNode;
  onDeleted?: () => void;
  'aria-label'?: string;
  size?: ButtonProps['size'];
}

/** A Delete button that asks in the app's dialog first; a failure shows inside the dialog. */
export function DeleteWithConfirm({
  mutation,
  id,
  title,
  children,
  onDeleted,
  size,
  'aria-label': ariaLabel,
}: DeleteWithConfirmProps): ReactNode {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = (): void => {
    mutation.reset();
    close();
  };
  const confirm = (): void =>
    mutation.mutate(id, {
      onSuccess: () => {
        close();
        onDeleted?.();
      },
    });

  return (
    <>
      <Button color="red.9" variant="outline" size={size} aria-label={ariaLabel} onClick={open}>
        {t('common.delete')}
      </Button>
      <ConfirmModal
        opened={opened}
        title={title}
        busy={mutation.isPending}
        error={mutation.isError ? errorMessage(t, mutation.error) : null}
        onConfirm={confirm}
        onClose={cancel}
      >
        {children}
      </ConfirmModal>
    </>
  );
}
