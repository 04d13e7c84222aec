import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Actor } from '@canopy/shared/permissions';
import { QueryList } from '../../../components/ui/query-list';
import { useFilteredTasks } from '../api/list-filtered-tasks';
import { MY_TASK_SECTIONS, myTaskSections } from '../lib/my-task-sections';
import { useSiteToday } from '../lib/use-site-today';
import { TaskCard } from './task-card';

/** The reader's own tasks: what My tasks lists. */
export const ME = { assignee: 'me' } as const;

/**
 * My tasks: the open tasks assigned to the reader, overdue first, then today's, the coming days' and
 * those with no due; each section says when it is empty. Read offline from the last answer.
 */
export function MyTasks({ actor }: { actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const query = useFilteredTasks(ME);
  const { today } = useSiteToday();
  return (
    <QueryList query={query} empty={<Text>{t('tasks.mine.allClear')}</Text>}>
      {(tasks) => {
        const sections = myTaskSections(tasks, today);
        return (
          <Stack gap="xl">
            {MY_TASK_SECTIONS.map((section) => {
              const titleId = `my-tasks-${section}`;
              const items = sections[section];
              // No due date is a section only when something is in it.
              if (section === 'noDue' && items.length === 0) return null;
              return (
                <Stack key={section} gap="sm" component="section" aria-labelledby={titleId}>
                  <Title order={2} size="h4" id={titleId}>
                    {t(`tasks.mine.${section}`)} ({items.length})
                  </Title>
                  {items.length === 0 ? <Text c="dimmed">{t('tasks.mine.empty')}</Text> : null}
                  {items.map((task) => (
                    <TaskCard key={task._id} task={task} actor={actor} />
                  ))}
                </Stack>
              );
            })}
          </Stack>
        );
      }}
    </QueryList>
  );
}
