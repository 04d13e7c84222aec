import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApiToken } from '@canopy/shared/schemas/api-tokens';
import { LocalTime } from '../../../components/ui/local-time';

/** When a token expires, or that it has, marked in words and colour. */
export function TokenExpiry({ token, now }: { token: ApiToken; now: number }): ReactNode {
  const { t } = useTranslation();
  if (Date.parse(token.expiresAt) <= now)
    return (
      <Badge component="span" color="orange" variant="light">
        {t('sessions.tokens.expired')}
      </Badge>
    );
  return <LocalTime value={token.expiresAt} />;
}

export function TokenLastUsed({ token }: { token: ApiToken }): ReactNode {
  const { t } = useTranslation();
  return token.lastUsedAt ? <LocalTime value={token.lastUsedAt} /> : t('sessions.tokens.neverUsed');
}
