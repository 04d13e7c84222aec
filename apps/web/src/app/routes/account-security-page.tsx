import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { MfaPanel } from '../../features/mfa/components/mfa-panel';
import { SessionsPanel } from '../../features/sessions/components/sessions-panel';
import { TokensPanel } from '../../features/api-tokens/components/tokens-panel';

/** `/account/security`: the signed-in user's own security settings, one panel per feature. */
export function AccountSecurityPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t('accountSecurity.title')}</Title>
        <Text c="dimmed">{t('accountSecurity.intro')}</Text>
      </Stack>
      <MfaPanel />
      <SessionsPanel />
      <TokensPanel />
    </Stack>
  );
}
