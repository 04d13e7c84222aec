import { applyTemplateResultSchema, type ApplyTemplateResult } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface ApplyTemplateInput {
  runId: string;
  templateId: string;
}

/** `POST /api/runs/{id}/templates` (staff): a task for each step on each of the run's groups. */
export function applyTemplate({ runId, templateId }: ApplyTemplateInput): Promise<ApplyTemplateResult> {
  return apiRequest(`/runs/${encodeURIComponent(runId)}/templates`, {
    method: 'POST',
    body: { templateId },
    schema: applyTemplateResultSchema,
  });
}

/** Applied: every list of tasks is read again, the run's new tasks among them. */
export function useApplyTemplate() {
  return useRefreshingMutation(applyTemplate, taskKeys.all);
}
