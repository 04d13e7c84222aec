import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bugStatusColor, bugStatusLabel } from './bug-status';

/** The translated status; a status this version does not know shows raw in a neutral badge. */
export function BugStatusBadge({ status }: { status: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <Badge color={bugStatusColor(status)} variant="light" style={{ flexShrink: 0 }}>
      {bugStatusLabel(t, status)}
    </Badge>
  );
}
