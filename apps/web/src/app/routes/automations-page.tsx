import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { AutomationsPanel } from '../../features/automations/components/automations-panel';

/** `/automations` (logged in): the automations, kept by staff. */
export function AutomationsPage(): ReactNode {
  return (
    <Box maw={1100} mx="auto">
      <AutomationsPanel />
    </Box>
  );
}
