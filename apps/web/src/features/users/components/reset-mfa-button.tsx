import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { User } from '@canopy/shared/schemas/users';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { useResetUserMfa } from '../api/reset-user-mfa';

export interface ResetMfaButtonProps {
  user: User;
  /** After the reset: the list is refetched and this button goes, so the card says it is done. */
  onReset: () => void;
}

/** "Reset two-factor" with a confirmation dialog. */
export function ResetMfaButton({ user, onReset }: ResetMfaButtonProps): ReactNode {
  const { t } = useTranslation();
  return (
    <ConfirmButton
      mutation={useResetUserMfa()}
      id={user._id}
      label={t('mfa.admin.reset')}
      title={t('mfa.admin.resetTitle')}
      confirmLabel={t('mfa.admin.reset')}
      onDone={onReset}
    >
      <Trans i18nKey="mfa.admin.resetConfirm" values={{ email: user.email }} components={{ bdi: <bdi /> }} />
    </ConfirmButton>
  );
}
