import { useState, type ReactNode } from 'react';
import { Alert, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useTranslation } from 'react-i18next';
import type { User } from '@canopy/shared/schemas/users';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../i18n/error-message';
import { useResetUserMfa } from '../api/reset-user-mfa';

export interface ResetMfaButtonProps {
  user: User;
}

/** "Reset two-factor" with a confirmation dialog; says so once done. */
export function ResetMfaButton({ user }: ResetMfaButtonProps): ReactNode {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [done, setDone] = useState(false);
  const mutation = useResetUserMfa();

  const cancel = (): void => {
    mutation.reset();
    close();
  };
  const confirm = (): void =>
    mutation.mutate(user._id, {
      onSuccess: () => {
        close();
        setDone(true);
      },
    });

  return (
    <>
      <Button variant="outline" onClick={open}>
        {t('mfa.admin.reset')}
      </Button>
      {done ? (
        <Alert color="canopy" role="status" withCloseButton onClose={() => setDone(false)} w="100%">
          <Trans i18nKey="mfa.admin.resetDone" values={{ email: user.email }} components={{ bdi: <bdi /> }} />
        </Alert>
      ) : null}
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
