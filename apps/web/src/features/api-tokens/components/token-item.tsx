import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApiToken } from '@canopy/shared/schemas/api-tokens';
import { LocalTime } from '../../../components/ui/local-time';
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
    <Paper component="li" withBorder p="sm" aria-label={token.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{token.name}</bdi>
            </Text>
            <ScopeBadge scope={token.scope} />
          </Group>
          <Text size="sm">
            {t('sessions.tokens.created')}: <LocalTime value={token.createdAt} />
          </Text>
          <Text size="sm">
            {t('sessions.tokens.expires')}: <TokenExpiry token={token} now={now} />
          </Text>
          <Text size="sm">
            {t('sessions.tokens.lastUsed')}: <TokenLastUsed token={token} />
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="light"
          color="red"
          style={{ flexShrink: 0 }}
          onClick={onRevoke}
          aria-label={t('sessions.tokens.revokeLabel', { name: token.name })}
        >
          {t('sessions.tokens.revoke')}
        </Button>
      </Group>
    </Paper>
  );
}
