import { AppError } from '../../http/app-error.ts';

export const strainNotFound = () => new AppError(404, 'strains.not_found', 'Strain not found');
export const slugTaken = () =>
  new AppError(409, 'strains.slug_taken', 'A strain with this slug already exists');
export const diaryEntryNotFound = () =>
  new AppError(404, 'strains.diary_entry_not_found', 'Diary entry not found');
