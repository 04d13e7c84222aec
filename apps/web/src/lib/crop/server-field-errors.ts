import { ApiError } from '../api-client';
import type { TranslationKey } from '../../i18n/translation-key';
import { errorKey } from '../../i18n/error-key';

/** Where a failed write's message belongs: under a field of the form, or above it (`form`). */
export type FieldErrors<Field extends string> = Partial<Record<Field | 'form', TranslationKey | string>>;

/**
 * The server's refusal placed beside the field it is about: a stable code the form names
 * (`runs.not_enough_plants` by the count), or each validation detail (`body.plantCount`) by its field.
 * Anything else stays a message for the whole form.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  codes: Partial<Record<string, Field>> = {},
): FieldErrors<Field> {
  if (!(error instanceof ApiError)) return {};
  const byCode = codes[error.code];
  const key = errorKey(error.code);
  if (byCode) return { [byCode]: key ?? error.message } as FieldErrors<Field>;
  const result: FieldErrors<Field> = {};
  for (const detail of error.details ?? []) {
    const field = fields.find((name) => detail.path === `body.${name}` || detail.path === name);
    if (field && !result[field]) result[field] = detail.message;
  }
  if (Object.keys(result).length === 0) result.form = key ?? error.message;
  return result;
}
