import { useQuery } from '@tanstack/react-query';
import type { Language } from '@canopy/shared/languages';
import { automationRunSchema, type AutomationRun } from '@canopy/shared/schemas/automations';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys, automationPath } from './automation-keys';
import { inLanguage, usePageLanguage } from './page-language';

/** `GET /api/automations/{id}/runs` (logged in): its runs, newest first, worded by the server in `lang`. */
export function listAutomationRuns(id: string, lang: Language): Promise<AutomationRun[]> {
  return apiRequest(inLanguage(`${automationPath(id)}/runs`, lang), { schema: automationRunSchema.array() });
}

export function useAutomationRuns(id: string) {
  const lang = usePageLanguage();
  return useQuery({
    queryKey: automationKeys.runs(id, lang),
    queryFn: () => listAutomationRuns(id, lang),
    refetchInterval: 30_000,
  });
}
