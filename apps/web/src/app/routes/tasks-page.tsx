import type { ReactNode } from 'react';
import { Box, Stack, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { TasksViews } from '../../features/tasks/components/tasks-views';
import { validateTasksSearch } from '../../features/tasks/lib/tasks-search';
import { useSession } from '../../lib/use-session';

/**
 * The tasks page: one column 800 px wide. Its view and filters live in the address, checked here rather
 * than by the route, so the first paint does not carry them.
 */
export function TasksPage(): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const search = validateTasksSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <Box maw={800} mx="auto">
      <Stack gap="lg">
        <Title order={1}>{t('tasks.title')}</Title>
        {actor ? (
          <TasksViews
            actor={actor}
            search={search}
            onSearchChange={(next) =>
              void navigate({ to: '/tasks', search: next as Record<string, unknown>, replace: true })
            }
          />
        ) : null}
      </Stack>
    </Box>
  );
}
