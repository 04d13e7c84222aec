import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useRevokeApiToken } from '../api/revoke-api-token';

export interface RevokeTokenModalProps {
  /** The token to revoke, or null while nothing is asked. */
  token: { _id: string; name: string } | null;
  scope: 'mine' | 'everyone';
  onClose: () => void;
}

/** Asks before revoking a token: whatever uses it stops working at once. */
export function RevokeTokenModal({ token, scope, onClose }: RevokeTokenModalProps): ReactNode {
  const { t } = useTranslation();
  const revoke = useRevokeApiToken(scope);
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={token !== null}
      title={t('sessions.tokens.revokeTitle')}
      confirmLabel={t('sessions.tokens.revoke')}
      busy={revoke.isPending}
      onClose={close}
      onConfirm={() => token && revoke.mutate(token._id, { onSuccess: close })}
    >
      <Stack gap="xs">
        <Text>
          {t('sessions.tokens.revokeText')} <bdi>{token?.name}</bdi>
        </Text>
        <ErrorNotice error={revoke.error} />
      </Stack>
    </ConfirmModal>
  );
}
