import { AppError } from '../../lib/app-error.ts';

export const noteNotFound = () => new AppError(404, 'devices.note_not_found', 'Note not found');
