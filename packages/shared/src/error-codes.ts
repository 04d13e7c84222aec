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
  'devices.not_found',
  'devices.unknown_function',
  'devices.invalid_argument',
  'devices.invalid_name',
  'devices.offline',
  'devices.cloud_unauthorized',
  'devices.function_not_found',
  'devices.variable_not_found',
  'devices.cloud_throttled',
  'devices.cloud_timeout',
  'devices.cloud_failed',
  'firmware.not_found',
  'firmware.invalid_file',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
