import type { TFunction } from 'i18next';
import { ApiError } from '../lib/api-client';
import { errorKey } from './error-key';

/** The translated text for a failed call: by error code, else the server's own message. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'auth.throttled' && error.retryAfter) {
      return t('auth.throttledFor', { seconds: error.retryAfter });
    }
    const key = errorKey(error.code);
    return (key && t(key)) || error.message || t('errors.unknown');
  }
  if (error instanceof TypeError) return t('errors.network');
  return t('errors.unknown');
}
