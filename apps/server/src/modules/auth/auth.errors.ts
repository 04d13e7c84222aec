import { AppError } from '../../http/app-error.ts';

/** One message for every login failure: it never tells which of email or password was wrong. */
export const loginFailed = () => new AppError(401, 'auth.login_failed', 'Login failed');

export const loginThrottled = (retryAfterSeconds: number) =>
  new AppError(429, 'auth.throttled', 'Too many failed logins; try again later', {
    'retry-after': String(retryAfterSeconds),
  });
