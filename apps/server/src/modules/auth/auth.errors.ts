import { AppError } from '../../lib/app-error.ts';

/** One message for every login failure: it never tells which of email or password was wrong. */
export const loginFailed = () => new AppError(401, 'auth.login_failed', 'Login failed');

/** A wrong or already used code at a login's second step. */
export const mfaCodeWrong = () =>
  new AppError(401, 'auth.mfa_code_invalid', 'The two-factor code is not right');

/** An unknown, used or expired mfaToken: the login starts again from the password. */
export const mfaTokenInvalid = () =>
  new AppError(401, 'auth.mfa_token_invalid', 'The two-factor step has expired; log in again');
