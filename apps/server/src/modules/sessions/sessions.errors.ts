import { AppError } from '../../lib/app-error.ts';

/** Someone else's session, an ended one or none at all: the caller cannot tell which. */
export const sessionNotFound = () => new AppError(404, 'sessions.not_found', 'Session not found');
