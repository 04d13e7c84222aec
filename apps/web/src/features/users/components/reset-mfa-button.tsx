import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useTranslation } from 'react-i18next';
import type { User } from '@canopy/shared/schemas/users';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../i18n/error-message';
import { useResetUserMfa } from '../api/reset-user-mfa';

export interface ResetMfaButtonProps {
  user: User;
  /** After the reset: the list is refetched and this button goes, so the card says it is done. */
  onReset: () => void;
}

/** "Reset two-factor" with a confirmation dialog. */
export function ResetMfaButton({ user, onReset }: ResetMfaButtonProps): ReactNode {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const mutation = useResetUserMfa();

  const cancel = (): void => {
    mutation.reset();
    close();
  };
  const confirm = (): void =>
    mutation.mutate(user._id, {
      onSuccess: () => {
        close();
        onReset();
      },
    });

  return (
    <>
      <Button variant="outline" onClick={open}>
        {t('mfa.admin.reset')}
      </Button>
      <ConfirmModal
        opened={opened}
        title={t('mfa.admin.resetTitle')}
        busy={mutation.isPending}
        confirmLabel={t('mfa.admin.reset')}
        error={mutation.isError ? errorMessage(t, mutation.error) : null}
        onConfirm={confirm}
        onClose={cancel}
      >
        <Trans
          i18nKey="mfa.admin.resetConfirm"
          values={{ email: user.email }}
          components={{ bdi: <bdi /> }}
        />
      </ConfirmModal>
    </>
  );
}
