import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../i18n/error-message';
import { fieldErrorText } from '../../../i18n/validation-message';
import type { TranslationKey } from '../../../i18n/translation-key';
import { ApiError } from '../../../lib/api-client';

/** The words of a draft field at fault, by its name (the last name of its path: `items.0.dose` is `dose`). */
export type FieldMessages = Partial<Record<string, TranslationKey>>;

/** A blank text or an emptied number is "required"; anything else the field's own words, if it has some. */
function messageOf(issue: z.core.$ZodIssue, own: TranslationKey | undefined): string {
  if (issue.code === 'invalid_type') return 'validation.required';
  if (own) return own;
  if (issue.code === 'too_small' && issue.origin === 'string') return 'validation.required';
  return issue.code === 'too_big' ? 'validation.tooLong' : 'validation.invalid';
}

/**
 * Checks the body a draft becomes with the server's own schema and puts each issue on the draft's field of
 * the same path, in the form's words (`messageOf`): "required", the field's own message (its range: "EC is
 * between 0 and 20 mS/cm"), or a too long text's.
 */
export function checkBody<Body>(
  schema: z.ZodType<Body>,
  body: unknown,
  context: z.RefinementCtx,
  messages: FieldMessages,
): Body {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const name = issue.path.filter((part) => typeof part === 'string').at(-1) ?? '';
    context.addIssue({ code: 'custom', path: issue.path, message: messageOf(issue, messages[name]) });
  }
  return z.NEVER;
}

/** A field's message in the reader's language: a care page text, a validation key, or the server's words. */
export function careFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (message?.startsWith('care.')) return t(message as TranslationKey);
  return fieldErrorText(t, message === undefined ? undefined : { type: 'validate', message });
}

/**
 * A refusal placed on the form: a code the form names (`recipes.not_found`) or each validation detail
 * (`body.items.0.dose`) on its field; what has no field here is the form's message, returned.
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
