import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language } from '@canopy/shared/languages';
import { automationSummarySchema, type AutomationBody } from '@canopy/shared/schemas/automations';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys } from './automation-keys';
import { inLanguage, usePageLanguage } from './page-language';

/** `POST /api/automations/summary` (staff): the sentence of an automation not yet saved, in `lang`. */
export async function summarizeAutomation(body: AutomationBody, lang: Language): Promise<string> {
  const answer = await apiRequest(inLanguage('/automations/summary', lang), {
    method: 'POST',
    body,
    schema: automationSummarySchema,
  });
  return answer.summary;
}

/** The sentence of `body` (null: nothing to ask yet); the last one stays shown while the next loads. */
export function useAutomationSummary(body: AutomationBody | null) {
  const lang = usePageLanguage();
  return useQuery({
    queryKey: automationKeys.summary(body, lang),
    queryFn: () => summarizeAutomation(body!, lang),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });
}
