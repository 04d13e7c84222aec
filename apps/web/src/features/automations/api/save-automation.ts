import { automationSchema, type Automation, type AutomationBody } from '@canopy/shared/schemas/automations';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys, automationPath } from './automation-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export type SaveAutomationInput = { id: string | null; body: AutomationBody };

/** `POST /api/automations` for a new one, `PUT /api/automations/{id}` to replace one (staff). */
export function saveAutomation({ id, body }: SaveAutomationInput): Promise<Automation> {
  return id === null
    ? apiRequest('/automations', { method: 'POST', body, schema: automationSchema })
    : apiRequest(automationPath(id), { method: 'PUT', body, schema: automationSchema });
}

export function useSaveAutomation() {
  return useRefreshingMutation(saveAutomation, automationKeys.all);
}
