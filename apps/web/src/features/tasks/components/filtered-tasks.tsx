import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Actor } from '@canopy/shared/permissions';
import { QueryList } from '../../../components/ui/query-list';
import { useFilteredTasks } from '../api/list-filtered-tasks';
import type { TaskFilter } from '../lib/tasks-search';
import { TaskCard } from './task-card';

/** The open tasks a filter finds, with how many. */
export function FilteredTasks({ filter, actor }: { filter: TaskFilter; actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const query = useFilteredTasks(filter);
  return (
    <QueryList query={query} empty={<Text>{t('tasks.empty')}</Text>}>
      {(tasks) => {
        const open = tasks.filter((task) => task.status !== 'done');
        return (
          <Stack gap="sm">
            <Text size="sm" role="status">
              {t('tasks.filters.results', { count: open.length })}
            </Text>
            {open.map((task) => (
              <TaskCard key={task._id} task={task} actor={actor} />
            ))}
          </Stack>
        );
      }}
    </QueryList>
  );
}
