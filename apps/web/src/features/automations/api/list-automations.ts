import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys } from './automation-keys';
import { automationSchema, type Automation } from '@canopy/shared/schemas/automations';

/** `GET /api/automations` (logged in): every automation with its last run. */
export function listAutomations(): Promise<Automation[]> {
  return apiRequest('/automations', { schema: automationSchema.array() });
}

// States and last runs move while the page is open.
export const useAutomations = () =>
  useQuery({ queryKey: automationKeys.list(), queryFn: listAutomations, refetchInterval: 30_000 });
