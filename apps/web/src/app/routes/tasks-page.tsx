import type { ReactNode } from 'react';
import { Box, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TasksPanel } from '../../features/tasks/components/tasks-panel';
import { useSession } from '../../lib/use-session';

/** The tasks page: one column 600 px wide. */
export function TasksPage(): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  return (
    <Box maw={600} mx="auto">
      <Stack gap="lg">
        <Title order={1}>{t('tasks.title')}</Title>
        {actor ? <TasksPanel actor={actor} /> : null}
      </Stack>
    </Box>
  );
}
