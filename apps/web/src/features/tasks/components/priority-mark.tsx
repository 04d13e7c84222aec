import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { TaskPriority } from '@canopy/shared/tasks';
import { ArrowIcon } from '../../../components/ui/icons';

/** High and low priority, each with an arrow and its words; normal, the usual case, shows nothing. */
export function PriorityMark({ priority }: { priority: TaskPriority }): ReactNode {
  const { t } = useTranslation();
  if (priority === 'normal') return null;
  const high = priority === 'high';
  return (
    <Badge
      color={high ? 'red' : 'gray'}
      variant={high ? 'filled' : 'outline'}
      leftSection={<ArrowIcon up={high} size={14} />}
      tt="none"
    >
      {t(`tasks.priorities.${priority}`)}
    </Badge>
  );
}
