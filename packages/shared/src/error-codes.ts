/**
 * Stable error codes of the API. The server sends one with every error; the web app translates by code
 * and falls back to the English message for codes it does not know.
 */
export const ERROR_CODES = [
  'validation.failed',
  'route.not_found',
  'internal.error',
  'request.too_large',
  'request.unsupported_type',
  'request.throttled',
  'auth.login_failed',
  'auth.throttled',
  'auth.unauthenticated',
  'auth.forbidden',
  'users.not_found',
  'users.email_taken',
  'users.self_delete',
  'users.last_admin',
  'users.own_role',
  'users.current_password_required',
  'users.current_password_wrong',
  'bugs.not_found',
  'tasks.not_found',
  'upload.missing_file',
  'upload.empty',
  'upload.too_large',
  'upload.too_many_files',
  'upload.too_many_pixels',
  'upload.unsupported_type',
  'upload.invalid_image',
  'files.not_found',
  'files.unknown_reference',
  'strains.not_found',
  'strains.slug_taken',
  'strains.diary_entry_not_found',
  'news.not_found',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
