import { AppError } from '../../http/app-error.ts';

export const taskNotFound = () => new AppError(404, 'tasks.not_found', 'Task not found');
