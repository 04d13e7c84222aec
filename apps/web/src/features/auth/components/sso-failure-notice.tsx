import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { isolatedName } from '../lib/provider-name';
import type { SsoFailureCode } from '../lib/sso-failure';

/** Why the last single sign-on did not log the person in, announced on the login page. */
export function SsoFailureNotice({
  code,
  providerName,
}: {
  code: SsoFailureCode;
  providerName: string;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      {t(`sso.failure.${code}`, { provider: isolatedName(providerName) })}
    </Alert>
  );
}
