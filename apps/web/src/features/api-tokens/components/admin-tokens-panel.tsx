import { useState, type ReactNode } from 'react';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdminApiToken } from '@canopy/shared/schemas/api-tokens';
import { LocalTime } from '../../../components/ui/local-time';
import { QueryList } from '../../../components/ui/query-list';
import { useNow } from '../../../lib/use-now';
import { useAllApiTokens } from '../api/list-all-api-tokens';
import { RevokeTokenModal } from './revoke-token-modal';
import { ScopeBadge } from './scope-badge';
import { TokenExpiry, TokenLastUsed } from './token-dates';
import { ListTable } from '../../../components/ui/list-table';

/** /admin/tokens: every user's API tokens with their owner; an admin revokes any. */
export function AdminTokensPanel(): ReactNode {
  const { t } = useTranslation();
  const tokens = useAllApiTokens();
  const now = useNow();
  const [revoking, setRevoking] = useState<AdminApiToken | null>(null);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('sessions.admin.title')}</Title>
      <Text>{t('sessions.admin.intro')}</Text>
      <QueryList query={tokens} empty={<Text c="dimmed">{t('sessions.admin.none')}</Text>}>
        {(items) => (
          <ListTable
            label={t('sessions.admin.title')}
            minWidth={760}
            verticalSpacing="xs"
            columns={[
              t('sessions.tokens.name'),
              t('sessions.admin.owner'),
              t('sessions.tokens.scope'),
              t('sessions.tokens.created'),
              t('sessions.tokens.expires'),
              t('sessions.tokens.lastUsed'),
              { hidden: t('sessions.tokens.revoke') },
            ]}
          >
            {items.map((token) => (
              <Table.Tr key={token._id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{token.name}</bdi>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{token.owner.email}</bdi>
                </Table.Td>
                <Table.Td>
                  <ScopeBadge scope={token.scope} />
                </Table.Td>
                <Table.Td>
                  <LocalTime value={token.createdAt} />
                </Table.Td>
                <Table.Td>
                  <TokenExpiry token={token} now={now} />
                </Table.Td>
                <Table.Td>
                  <TokenLastUsed token={token} />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => setRevoking(token)}
                    aria-label={t('sessions.tokens.revokeLabel', {
                      name: `${token.name} (${token.owner.email})`,
                    })}
                  >
                    {t('sessions.tokens.revoke')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </QueryList>
      <RevokeTokenModal token={revoking} scope="everyone" onClose={() => setRevoking(null)} />
    </Stack>
  );
}
