import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { User } from '@canopy/shared/schemas/users';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { useDeleteUser } from '../api/delete-user';

export interface DeleteUserButtonProps {
  user: User;
  onDeleted: (email: string) => void;
}

/** Delete with a confirmation dialog; errors such as "last admin" show inside the dialog. */
export function DeleteUserButton({ user, onDeleted }: DeleteUserButtonProps): ReactNode {
  const { t } = useTranslation();
  return (
    <ConfirmButton
      mutation={useDeleteUser()}
      id={user._id}
      label={t('common.delete')}
      color="red"
      title={t('users.deleteTitle')}
      onDone={() => onDeleted(user.email)}
    >
      <Trans i18nKey="users.deleteConfirm" values={{ email: user.email }} components={{ bdi: <bdi /> }} />
    </ConfirmButton>
  );
}
