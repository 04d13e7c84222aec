import { AppError } from '../../lib/app-error.ts';

export const loginThrottled = (retryAfterSeconds: number) =>
  new AppError(429, 'auth.throttled', 'Too many failed logins; try again later', {
    'retry-after': String(retryAfterSeconds),
  });
