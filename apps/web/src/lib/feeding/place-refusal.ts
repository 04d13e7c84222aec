import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../i18n/error-message';
import { ApiError } from '../api-client';

/**
 * A refusal placed on the form: a code the form names (`recipes.not_found` on the recipe) or each validation
 * detail (`body.items.0.dose`) on its field, when the form has it; what has no field here is the form's
 * message, returned (in the reader's words, else the server's).
 */
export function placeRefusal<Draft extends FieldValues>(
  t: TFunction,
  form: Pick<UseFormReturn<Draft>, 'setError'>,
  error: unknown,
  fields: readonly string[],
  codes: Partial<Record<string, string>> = {},
): string | undefined {
  if (!(error instanceof ApiError)) return errorMessage(t, error);
  const byCode = codes[error.code];
  if (byCode) {
    form.setError(byCode as Path<Draft>, { type: 'server', message: errorMessage(t, error) });
    return undefined;
  }
  let placed = false;
  for (const detail of error.details ?? []) {
    const path = detail.path.replace(/^body\./, '');
    if (!fields.includes(path.split('.')[0] ?? '')) continue;
    form.setError(path as Path<Draft>, { type: 'server', message: detail.message });
    placed = true;
  }
  return placed ? undefined : errorMessage(t, error);
}
