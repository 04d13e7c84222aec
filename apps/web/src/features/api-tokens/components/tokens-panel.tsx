import { useState, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApiToken, CreatedApiToken } from '@canopy/shared/schemas/api-tokens';
import { QueryList } from '../../../components/ui/query-list';
import { PlainList } from '../../../components/ui/plain-list';
import { useNow } from '../../../lib/use-now';
import { useMyApiTokens } from '../api/list-my-api-tokens';
import { NewTokenNotice } from './new-token-notice';
import { RevokeTokenModal } from './revoke-token-modal';
import { TokenCreateForm } from './token-create-form';
import { TokenItem } from './token-item';

/** The user's API tokens for scripts: create one (shown once), list, revoke. */
export function TokensPanel(): ReactNode {
  const { t } = useTranslation();
  const tokens = useMyApiTokens();
  const now = useNow();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <Stack component="section" gap="sm" aria-labelledby="tokens-title">
      <Title order={2} id="tokens-title">
        {t('sessions.tokens.title')}
      </Title>
      <Text>{t('sessions.tokens.intro')}</Text>
      {created ? <NewTokenNotice created={created} onClose={() => setCreated(null)} /> : null}
      <TokenCreateForm onCreated={setCreated} />
      <QueryList query={tokens} empty={<Text c="dimmed">{t('sessions.tokens.none')}</Text>}>
        {(items) => (
          <PlainList label={t('sessions.tokens.list')}>
            {items.map((token) => (
              <TokenItem key={token._id} token={token} now={now} onRevoke={() => setRevoking(token)} />
            ))}
          </PlainList>
        )}
      </QueryList>
      <RevokeTokenModal token={revoking} scope="mine" onClose={() => setRevoking(null)} />
    </Stack>
  );
}
