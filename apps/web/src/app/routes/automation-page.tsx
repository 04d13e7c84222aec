import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { AutomationRuns } from '../../features/automations/components/automation-runs';

/** `/automations/{id}` (logged in): an automation's runs. */
export function AutomationPage(): ReactNode {
  const { id } = useParams({ from: '/automations/$id' });
  return (
    <Box maw={900} mx="auto">
      <AutomationRuns id={id} />
    </Box>
  );
}
