import { AppError } from '../../lib/app-error.ts';

export const newsNotFound = () => new AppError(404, 'news.not_found', 'News post not found');
