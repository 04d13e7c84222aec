import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { statusColor, statusLabel } from './thread-status';
import type { ThreadStatuses } from './thread-spec';

/** The translated status; a status this version does not know shows raw in a neutral badge. */
export function ThreadStatusBadge({
  statuses,
  status,
}: {
  statuses: ThreadStatuses;
  status: string;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <Badge color={statusColor(statuses, status)} variant="light" style={{ flexShrink: 0 }}>
      {statusLabel(statuses, t, status)}
    </Badge>
  );
}
