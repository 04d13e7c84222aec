import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** SPEC section 8: the server's error text, 'Failed to save' when it cannot be reached, else 'Error'. */
export function saveErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const translated = t(`errors.${error.code}`, { defaultValue: '' });
    return translated || error.message || t('strains.error');
  }
  if (error instanceof TypeError) return t('strains.failedToSave');
  return t('strains.error');
}
