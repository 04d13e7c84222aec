import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../i18n/use-translation';
import { errorMessage } from '../../i18n/error-message';
import { ConfirmModal } from './confirm-modal';

/** A mutation of one record by its id (TanStack Query's); its pending state and error show in the dialog. */
export interface ConfirmedMutation {
  mutate(id: string, options: { onSuccess: () => void }): void;
  reset(): void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

export interface ConfirmButtonProps {
  mutation: ConfirmedMutation;
  id: string;
  /** The button's words. */
  label: string;
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
  'aria-label'?: string;
  /** The dialog's title and its red button's words (Delete unless said). */
  title: string;
  confirmLabel?: string;
  /** What the dialog asks. */
  children: ReactNode;
  onDone?: () => void;
}

/** A button whose step asks in the app's dialog first; a failure shows inside the dialog, to try again. */
export function ConfirmButton({
  mutation,
  id,
  label,
  color,
  size,
  'aria-label': ariaLabel,
  title,
  confirmLabel,
  children,
  onDone,
}: ConfirmButtonProps): ReactNode {
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
        onDone?.();
      },
    });

  return (
    <>
      <Button color={color} variant="outline" size={size} aria-label={ariaLabel} onClick={open}>
        {label}
      </Button>
      <ConfirmModal
        opened={opened}
        title={title}
        busy={mutation.isPending}
        confirmLabel={confirmLabel}
        error={mutation.isError ? errorMessage(t, mutation.error) : null}
        onConfirm={confirm}
        onClose={cancel}
      >
        {children}
      </ConfirmModal>
    </>
  );
}
