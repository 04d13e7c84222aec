import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** The server's refusal in the reader's language (e.g. the code-taken 409), or a general message. */
export function cuttingErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const translated = t(`errors.${error.code}`, { defaultValue: '' });
    return translated || error.message || t('errors.unknown');
  }
  if (error instanceof TypeError) return t('errors.network');
  return t('errors.unknown');
}
