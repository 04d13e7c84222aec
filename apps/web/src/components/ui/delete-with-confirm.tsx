import type { ReactNode } from 'react';
import type { ButtonProps } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { ConfirmButton, type ConfirmedMutation } from './confirm-button';

export interface DeleteWithConfirmProps {
  /** The delete mutation; its pending state and error show in the dialog. */
  mutation: ConfirmedMutation;
  id: string;
  title: string;
  /** What the dialog asks. */
  children: ReactNode;
  onDeleted?: () => void;
  'aria-label'?: string;
  size?: ButtonProps['size'];
}

/** A Delete button that asks in the app's dialog first; a failure shows inside the dialog. */
export function DeleteWithConfirm({ onDeleted, ...props }: DeleteWithConfirmProps): ReactNode {
  const { t } = useTranslation();
  return <ConfirmButton label={t('common.delete')} color="red.9" onDone={onDeleted} {...props} />;
}
