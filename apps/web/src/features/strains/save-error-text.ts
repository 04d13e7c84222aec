import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import { errorKey } from '../../i18n/error-key';

/** The server's error text, 'Failed to save' when it cannot be reached, else 'Error'. */
export function saveErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = errorKey(error.code);
    return (key && t(key)) || error.message || t('strains.error');
  }
  if (error instanceof TypeError) return t('strains.failedToSave');
  return t('strains.error');
}
