import { AppError } from '../../lib/app-error.ts';

export const cuttingNotFound = () => new AppError(404, 'cuttings.not_found', 'Cutting not found');
/** A code stays taken while its cutting is in the trash, so a restore never meets a duplicate. */
export const codeTaken = (inTrash = false) =>
  new AppError(
    409,
    'cuttings.code_taken',
    inTrash
      ? 'A cutting in the trash holds this code: restore it, or choose another code'
      : 'A cutting with this code already exists',
  );
export const strainNotFound = () =>
  new AppError(400, 'cuttings.strain_not_found', 'The cutting names a strain that does not exist');
export const photoNotFound = () => new AppError(404, 'cuttings.photo_not_found', 'Photo not found');
export const diaryEntryNotFound = () =>
  new AppError(404, 'cuttings.diary_entry_not_found', 'Diary entry not found');
/** Multipart text fields are validated by hand (the route schema cannot see inside a multipart body). */
export const invalidFields = (fields: string[]) =>
  new AppError(400, 'validation.failed', `Invalid or missing fields: ${fields.join(', ')}`);
export const photoIndexOutOfRange = () =>
  new AppError(400, 'validation.failed', 'The target position is outside the gallery');
/** The mother a cutting names: unknown (404, as every unknown id), or itself or one of its descendants. */
export const motherNotFound = () =>
  new AppError(404, 'cuttings.not_found', 'Cutting not found', {}, [
    { path: 'body.motherId', message: 'no such cutting' },
  ]);
export const motherCycle = (message: string) =>
  new AppError(400, 'cuttings.mother_cycle', 'A cutting cannot descend from itself', {}, [
    { path: 'body.motherId', message },
  ]);
