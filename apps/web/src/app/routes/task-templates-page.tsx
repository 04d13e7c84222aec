import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { TaskTemplatesPanel } from '../../features/tasks/components/task-templates-panel';
import { useSession } from '../../lib/use-session';

/** `/tasks/templates` (logged in): the SOP templates, written by staff. */
export function TaskTemplatesPage(): ReactNode {
  const { actor } = useSession();
  return (
    <Box maw={800} mx="auto">
      {actor ? <TaskTemplatesPanel actor={actor} /> : null}
    </Box>
  );
}
