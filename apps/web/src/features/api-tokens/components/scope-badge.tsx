import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApiTokenScope } from '@canopy/shared/api-tokens';

export function ScopeBadge({ scope }: { scope: ApiTokenScope }): ReactNode {
  const { t } = useTranslation();
  return (
    <Badge color={scope === 'write' ? 'orange' : 'gray'} variant="light">
      {t(`sessions.tokens.scopes.${scope}`)}
    </Badge>
  );
}
