import { useQuery } from '@tanstack/react-query';
import type { Language } from '@canopy/shared/languages';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys } from './automation-keys';
import { inLanguage, usePageLanguage } from './page-language';
import { automationSchema, type Automation } from '@canopy/shared/schemas/automations';

/** `GET /api/automations` (logged in): every automation with its last run, worded in `lang`. */
export function listAutomations(lang: Language): Promise<Automation[]> {
  return apiRequest(inLanguage('/automations', lang), { schema: automationSchema.array() });
}

// States and last runs move while the page is open.
export function useAutomations() {
  const lang = usePageLanguage();
  return useQuery({
    queryKey: automationKeys.list(lang),
    queryFn: () => listAutomations(lang),
    refetchInterval: 30_000,
  });
}
