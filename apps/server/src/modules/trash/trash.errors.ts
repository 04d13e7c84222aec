import { AppError } from '../../lib/app-error.ts';

export const notInTrash = () => new AppError(404, 'trash.not_found', 'Nothing with this id is in the trash');
export const parentInTrash = () =>
  new AppError(
    409,
    'trash.parent_in_trash',
    'The strain of this cutting is in the trash: restore the strain first',
  );
