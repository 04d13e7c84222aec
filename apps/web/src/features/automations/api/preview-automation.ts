import { useMutation } from '@tanstack/react-query';
import {
  automationPreviewSchema,
  type AutomationBody,
  type AutomationPreview,
} from '@canopy/shared/schemas/automations';
import { apiRequest } from '../../../lib/api-client';

export interface PreviewInput {
  automation: AutomationBody;
  from: number;
  to: number;
}

/** `POST /api/automations/preview` (staff): when the automation would have fired over stored history. */
export function previewAutomation(input: PreviewInput): Promise<AutomationPreview> {
  return apiRequest('/automations/preview', { method: 'POST', body: input, schema: automationPreviewSchema });
}

export const usePreviewAutomation = () => useMutation({ mutationFn: previewAutomation });
