import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { automationSummarySchema, type AutomationBody } from '@canopy/shared/schemas/automations';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys } from './automation-keys';

/** `POST /api/automations/summary` (staff): the sentence of an automation not yet saved. */
export async function summarizeAutomation(body: AutomationBody): Promise<string> {
  const answer = await apiRequest('/automations/summary', {
    method: 'POST',
    body,
    schema: automationSummarySchema,
  });
  return answer.summary;
}

/** The sentence of `body` (null: nothing to ask yet); the last one stays shown while the next loads. */
export const useAutomationSummary = (body: AutomationBody | null) =>
  useQuery({
    queryKey: automationKeys.summary(body),
    queryFn: () => summarizeAutomation(body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });
