import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys, automationPath } from './automation-keys';
import { automationSchema, type Automation } from '@canopy/shared/schemas/automations';

/** `GET /api/automations/{id}` (logged in). */
export function getAutomation(id: string): Promise<Automation> {
  return apiRequest(automationPath(id), { schema: automationSchema });
}

export const useAutomation = (id: string) =>
  useQuery({ queryKey: automationKeys.one(id), queryFn: () => getAutomation(id) });
