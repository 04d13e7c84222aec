import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isTaskStatus, type TaskStatus } from '@canopy/shared/tasks';

const COLORS: Record<TaskStatus, string> = {
  in_progress: 'blue',
  needs: 'orange',
  done: 'canopy',
  rejected: 'gray',
};

export function taskStatusLabel(t: TFunction, status: string): string {
  return isTaskStatus(status) ? t(`tasks.statuses.${status}`) : status;
}

/** The translated status; a status this version does not know shows raw in a neutral badge. */
export function TaskStatusBadge({ status }: { status: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <Badge color={isTaskStatus(status) ? COLORS[status] : 'dark'} variant="light" style={{ flexShrink: 0 }}>
      {taskStatusLabel(t, status)}
    </Badge>
  );
}
