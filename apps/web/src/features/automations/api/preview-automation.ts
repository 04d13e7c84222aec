import { useMutation } from '@tanstack/react-query';
import type { Language } from '@canopy/shared/languages';
import {
  automationPreviewSchema,
  type AutomationBody,
  type AutomationPreview,
} from '@canopy/shared/schemas/automations';
import { apiRequest } from '../../../lib/api-client';
import { inLanguage, usePageLanguage } from './page-language';

export interface PreviewInput {
  automation: AutomationBody;
  from: number;
  to: number;
}

/**
 * `POST /api/automations/preview` (staff): when the automation would have fired over stored history, its
 * actions worded in `lang`.
 */
export function previewAutomation(input: PreviewInput, lang: Language): Promise<AutomationPreview> {
  return apiRequest(inLanguage('/automations/preview', lang), {
    method: 'POST',
    body: input,
    schema: automationPreviewSchema,
  });
}

/** A replay asked for is worded in the page's language at the time it is asked. */
export function usePreviewAutomation() {
  const lang = usePageLanguage();
  return useMutation({ mutationFn: (input: PreviewInput) => previewAutomation(input, lang) });
}
