import { useState, type ReactNode } from 'react';
import { Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminApiToken } from '@canopy/shared/schemas/api-tokens';
import { LocalTime } from '../../../components/ui/local-time';
import { QueryList } from '../../../components/ui/query-list';
import { useNow } from '../../../lib/use-now';
import { useAllApiTokens } from '../api/list-all-api-tokens';
import { RevokeTokenModal } from './revoke-token-modal';
import { ScopeBadge } from './scope-badge';
import { TokenExpiry, TokenLastUsed } from './token-dates';

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
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" aria-label={t('sessions.admin.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sessions.tokens.name')}</Table.Th>
                  <Table.Th>{t('sessions.admin.owner')}</Table.Th>
                  <Table.Th>{t('sessions.tokens.scope')}</Table.Th>
                  <Table.Th>{t('sessions.tokens.created')}</Table.Th>
                  <Table.Th>{t('sessions.tokens.expires')}</Table.Th>
                  <Table.Th>{t('sessions.tokens.lastUsed')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('sessions.tokens.revoke')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
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
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryList>
      <RevokeTokenModal token={revoking} scope="everyone" onClose={() => setRevoking(null)} />
    </Stack>
  );
}
