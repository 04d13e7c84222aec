import { AppError } from '../../lib/app-error.ts';

export const userNotFound = () => new AppError(404, 'users.not_found', 'User not found');
export const emailTaken = () =>
  new AppError(409, 'users.email_taken', 'A user with this email already exists');
export const selfDelete = () => new AppError(409, 'users.self_delete', 'You cannot delete your own account');
export const lastAdmin = () =>
  new AppError(409, 'users.last_admin', 'The last admin cannot be removed or demoted');
export const ownRole = () => new AppError(403, 'users.own_role', 'You cannot change your own role');
export const currentPasswordRequired = () =>
  new AppError(
    400,
    'users.current_password_required',
    'Enter your current password to change your email or password',
  );
export const currentPasswordWrong = () =>
  new AppError(400, 'users.current_password_wrong', 'The current password is not correct');
