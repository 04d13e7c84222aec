import { useQuery } from '@tanstack/react-query';
import { automationRunSchema, type AutomationRun } from '@canopy/shared/schemas/automations';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys, automationPath } from './automation-keys';

/** `GET /api/automations/{id}/runs` (logged in): its runs, newest first, worded by the server. */
export function listAutomationRuns(id: string): Promise<AutomationRun[]> {
  return apiRequest(`${automationPath(id)}/runs`, { schema: automationRunSchema.array() });
}

export const useAutomationRuns = (id: string) =>
  useQuery({
    queryKey: automationKeys.runs(id),
    queryFn: () => listAutomationRuns(id),
    refetchInterval: 30_000,
  });
