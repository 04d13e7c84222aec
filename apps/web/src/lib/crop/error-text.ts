import type { TFunction } from 'i18next';
import { isCatalogKey } from '../../i18n/validation-message';

/**
 * A crop form field's message in the reader's language: a validation key of the form's schema is looked
 * up; anything else (a form's own check, already in the reader's words, or a refusal's detail in the
 * server's) is shown as it is.
 */
export function errorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isCatalogKey(message) ? t(message, { min: 1 }) : message;
}
