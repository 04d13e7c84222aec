import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApiToken } from '@canopy/shared/schemas/api-tokens';
import { LocalTime } from '../../../components/ui/local-time';
import { RevocableCard } from '../../../components/ui/revocable-card';
import { ScopeBadge } from './scope-badge';
import { TokenExpiry, TokenLastUsed } from './token-dates';

export interface TokenItemProps {
  token: ApiToken;
  now: number;
  onRevoke: () => void;
}

/** One of the user's tokens: its name, access, dates and a Revoke button. */
export function TokenItem({ token, now, onRevoke }: TokenItemProps): ReactNode {
  const { t } = useTranslation();
  return (
    <RevocableCard
      label={token.name}
      heading={
        <>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{token.name}</bdi>
          </Text>
          <ScopeBadge scope={token.scope} />
        </>
      }
      end={{
        text: t('sessions.tokens.revoke'),
        label: t('sessions.tokens.revokeLabel', { name: token.name }),
        onClick: onRevoke,
      }}
    >
      <Text size="sm">
        {t('sessions.tokens.created')}: <LocalTime value={token.createdAt} />
      </Text>
      <Text size="sm">
        {t('sessions.tokens.expires')}: <TokenExpiry token={token} now={now} />
      </Text>
      <Text size="sm">
        {t('sessions.tokens.lastUsed')}: <TokenLastUsed token={token} />
      </Text>
    </RevocableCard>
  );
}
