import { useQuery } from '@tanstack/react-query';
import type { Language } from '@canopy/shared/languages';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys, automationPath } from './automation-keys';
import { inLanguage, usePageLanguage } from './page-language';
import { automationSchema, type Automation } from '@canopy/shared/schemas/automations';

/** `GET /api/automations/{id}` (logged in), worded in `lang`. */
export function getAutomation(id: string, lang: Language): Promise<Automation> {
  return apiRequest(inLanguage(automationPath(id), lang), { schema: automationSchema });
}

export function useAutomation(id: string) {
  const lang = usePageLanguage();
  return useQuery({ queryKey: automationKeys.one(id, lang), queryFn: () => getAutomation(id, lang) });
}
