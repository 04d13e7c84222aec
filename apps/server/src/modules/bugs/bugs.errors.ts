import { AppError } from '../../http/app-error.ts';

export const bugNotFound = () => new AppError(404, 'bugs.not_found', 'Bug not found');
