import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { isolatedName } from '../lib/provider-name';
import { SSO_START_URL, stashSsoReturn } from '../lib/sso-return';

/**
 * "Sign in with <provider>": a plain link, so the browser leaves for the server's redirect to the provider
 * (a fetch could not follow it there). Where the login page was to go afterwards is kept for the return.
 */
export function SsoButton({ name, redirect }: { name: string; redirect: string | undefined }): ReactNode {
  const { t } = useTranslation();
  return (
    <Button component="a" href={SSO_START_URL} onClick={() => stashSsoReturn(redirect)} fullWidth>
      {t('sso.signIn', { provider: isolatedName(name) })}
    </Button>
  );
}
