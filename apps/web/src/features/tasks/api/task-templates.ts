import { useQuery } from '@tanstack/react-query';
import { taskTemplateSchema, type TaskTemplate, type TaskTemplateBody } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

const templatesSchema = taskTemplateSchema.array();
const templatePath = (id: string) => `/task-templates/${encodeURIComponent(id)}`;

/** `GET /api/task-templates`: the SOP templates by name, each with its steps. */
export function listTaskTemplates(): Promise<TaskTemplate[]> {
  return apiRequest('/task-templates', { schema: templatesSchema });
}

export const useTaskTemplates = () =>
  useQuery({ queryKey: taskKeys.templates(), queryFn: listTaskTemplates });

export type SaveTemplateInput = { id: string | null; body: TaskTemplateBody };

/** `POST /api/task-templates` for a new template, `PUT /api/task-templates/{id}` to replace one (staff). */
export function saveTaskTemplate({ id, body }: SaveTemplateInput): Promise<TaskTemplate> {
  return id === null
    ? apiRequest('/task-templates', { method: 'POST', body, schema: taskTemplateSchema })
    : apiRequest(templatePath(id), { method: 'PUT', body, schema: taskTemplateSchema });
}

/** `DELETE /api/task-templates/{id}` (staff): the tasks it scheduled stay. */
export function deleteTaskTemplate(id: string): Promise<void> {
  return apiRequest(templatePath(id), { method: 'DELETE' });
}

export const useSaveTaskTemplate = () => useRefreshingMutation(saveTaskTemplate, taskKeys.templates());
export const useDeleteTaskTemplate = () => useRefreshingMutation(deleteTaskTemplate, taskKeys.templates());
