import { AppError } from '../../lib/app-error.ts';

export const strainNotFound = () => new AppError(404, 'strains.not_found', 'Strain not found');
/** A slug stays taken while its strain is in the trash, so a restore never meets a duplicate. */
export const slugTaken = (inTrash = false) =>
  new AppError(
    409,
    'strains.slug_taken',
    inTrash
      ? 'A strain in the trash holds this slug: restore it, or choose another slug'
      : 'A strain with this slug already exists',
  );
export const diaryEntryNotFound = () =>
  new AppError(404, 'strains.diary_entry_not_found', 'Diary entry not found');
