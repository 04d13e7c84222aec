import { AppError } from '../../http/app-error.ts';

export type Details = { path: string; message: string }[];

export const taskNotFound = () => new AppError(404, 'tasks.not_found', 'Task not found');
// Under the task's code: a missing item or template is worded the same way in every language.
export const checklistItemNotFound = () => new AppError(404, 'tasks.not_found', 'Checklist item not found');
export const templateNotFound = () => new AppError(404, 'tasks.not_found', 'Task template not found');
export const templateStepNotFound = () =>
  new AppError(404, 'tasks.not_found', 'Task template step not found');
/** What the body's schema cannot see: unknown people and links, a rule that does not fit its due. */
export const invalidTask = (details: Details) =>
  new AppError(400, 'validation.failed', 'Invalid request', {}, details);
export const runNotFound = () => new AppError(404, 'runs.not_found', 'Run not found');
