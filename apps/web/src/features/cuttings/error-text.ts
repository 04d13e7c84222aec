import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import { errorKey } from '../../i18n/error-key';

/** The server's refusal in the reader's language (e.g. the code-taken 409), or a general message. */
export function cuttingErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = errorKey(error.code);
    return (key && t(key)) || error.message || t('errors.unknown');
  }
  if (error instanceof TypeError) return t('errors.network');
  return t('errors.unknown');
}
