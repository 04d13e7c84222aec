import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { errorKey } from '../../i18n/error-key';
import { isCatalogKey, validationKeys } from '../../i18n/validation-message';

/** A form's messages by field: catalog keys, or the server's own words when it has no key for them. */
export type FormErrors = Partial<Record<string, string>>;

/**
 * The shared schema's verdict on what the form would send, one message key per field (the first issue
 * of each), or null when it passes. The same schema checks the body on the server.
 */
export function schemaErrors(schema: z.ZodType, value: unknown): FormErrors | null {
  const result = schema.safeParse(value, { error: validationKeys });
  if (result.success) return null;
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A message of `FormErrors` in the reader's language. */
export function errorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  // Error codes hold dots of their own (`errors.runs.not_enough_plants`), so they are looked up whole.
  const code = message.startsWith('errors.') ? errorKey(message.slice('errors.'.length)) : null;
  if (code) return t(code);
  return isCatalogKey(message) ? t(message, { min: 1 }) : message;
}
