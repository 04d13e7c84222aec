import type { TFunction } from 'i18next';
import { errorMessage } from '../../../i18n/error-message';
import { ApiError } from '../../../lib/api-client';

/**
 * A refused call shows the server's error (translated by code; the device cloud's 401 as the
 * authorization message) or the flash-failed text; no answer at all shows uploadFailed.
 */
export function firmwareErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return errorMessage(t, error) || t('devices.firmwareUpdate.flashFailed');
  return t('photos.uploadFailed');
}
