import { useQuery } from '@tanstack/react-query';
import { taskTemplateSchema, type TaskTemplate } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys } from './automation-keys';

/** `GET /api/task-templates`: the templates (and their steps) a `task` action may schedule. */
export function listTaskTemplates(): Promise<TaskTemplate[]> {
  return apiRequest('/task-templates', { schema: taskTemplateSchema.array() });
}

export const useTaskTemplates = () =>
  useQuery({ queryKey: automationKeys.choices('templates'), queryFn: listTaskTemplates, staleTime: 60_000 });
