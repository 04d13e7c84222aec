import type { ReactNode } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { TaskSummary } from '@canopy/shared/schemas/tasks';
import { personName } from '../../../components/threads/thread-spec';
import { DueChip } from './due-chip';
import { PriorityMark } from './priority-mark';

/** What a task's plan says at a glance: its due, priority, whether it repeats, and whose it is. */
export function TaskPlanLine({ task }: { task: TaskSummary }): ReactNode {
  const { t } = useTranslation();
  const names = task.assignees.map(personName).join(', ');
  const marks = task.dueAt !== null || task.priority !== 'normal' || task.recurrence || task.templateId;
  return (
    <>
      {marks ? (
        <Group gap={6}>
          <DueChip task={task} />
          <PriorityMark priority={task.priority} />
          {task.recurrence ? (
            <Badge color="blue" variant="outline" tt="none">
              {t('tasks.repeats')}
            </Badge>
          ) : null}
          {task.templateId ? (
            <Badge color="gray" variant="outline" tt="none">
              {t('tasks.fromTemplate')}
            </Badge>
          ) : null}
        </Group>
      ) : null}
      {names ? (
        <Text size="sm">
          <Trans i18nKey="tasks.people" values={{ names }} components={{ bdi: <bdi /> }} />
        </Text>
      ) : null}
    </>
  );
}
