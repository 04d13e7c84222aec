import { useEffect, useRef, type ReactNode } from 'react';
import { Card, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { useExchangeOidcHandoff } from '../api/exchange-oidc-handoff';
import { toSsoFailure, type SsoFailureCode } from '../lib/sso-failure';
import type { SsoFragment } from '../lib/sso-fragment';

export interface SsoLandingProps {
  fragment: SsoFragment;
  onLoggedIn: (result: { mfaEnrollmentRequired: boolean }) => void;
  onFailed: (code: SsoFailureCode) => void;
}

/**
 * Where the browser lands back from the provider: trades the one-time code for a session, once (the code
 * is good for one exchange, and React runs a new page's effects twice in development).
 */
export function SsoLanding({ fragment, onLoggedIn, onFailed }: SsoLandingProps): ReactNode {
  const { t } = useTranslation();
  const exchange = useExchangeOidcHandoff();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if ('error' in fragment) {
      onFailed(toSsoFailure(fragment.error));
      return;
    }
    exchange.mutate(fragment.handoff, {
      onSuccess: (answer) => {
        // A second factor is for local accounts: an exchange that asks for one is not a session.
        if (answer.token === undefined) onFailed('auth.oidc_failed');
        else onLoggedIn({ mfaEnrollmentRequired: answer.mfaEnrollmentRequired === true });
      },
      onError: (error) => onFailed(toSsoFailure(error instanceof ApiError ? error.code : undefined)),
    });
  }, [exchange, fragment, onFailed, onLoggedIn]);

  return (
    <Card withBorder shadow="sm" padding="lg" w="100%" maw={400} mx="auto">
      <Group gap="sm" justify="center" role="status">
        {/* The status around it says what it waits for. */}
        {/* eslint-disable-next-line no-restricted-syntax */}
        <Loader size="sm" />
        <Text>{t('sso.signingIn')}</Text>
      </Group>
    </Card>
  );
}
