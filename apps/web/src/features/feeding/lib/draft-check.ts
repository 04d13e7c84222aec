import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../i18n/error-message';
import { fieldErrorText } from '../../../i18n/validation-message';
import type { TranslationKey } from '../../../i18n/translation-key';
import { ApiError } from '../../../lib/api-client';

/** An optional number field's value for the body: null when left empty (NaN, as `FormNumberField` holds it). */
export const optionalNumber = (value: number): number | null => (Number.isNaN(value) ? null : value);

/** A field's words when the body refuses it, by the field's name (`items.0.unit` is `unit`). */
export type DraftMessages = Partial<Record<string, TranslationKey>>;

/**
 * A form's schema that checks the body the draft becomes with the server's own schema, each issue on the
 * draft's field of the same path: nothing typed is "required", anything else the field's own words (its
 * range: "EC is between 0 and 20 mS/cm"), a blank text "required", a long one "too long".
 */
export function draftSchema<Draft>(
  body: z.ZodType,
  bodyOf: (draft: Draft) => unknown,
  messages: DraftMessages,
) {
  return z.custom<Draft>().superRefine((draft, context) => {
    const parsed = body.safeParse(bodyOf(draft));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const name = issue.path.filter((part) => typeof part === 'string').at(-1) ?? '';
      context.addIssue({ code: 'custom', path: issue.path, message: messageOf(issue, messages[name]) });
    }
  });
}

function messageOf(issue: z.core.$ZodIssue, own: TranslationKey | undefined): string {
  if (issue.code === 'invalid_type') return 'validation.required';
  if (own) return own;
  if (issue.code === 'too_small' && issue.minimum === 1) return 'validation.required';
  return issue.code === 'too_big' ? 'validation.tooLong' : 'validation.invalid';
}

/** A field's message in the reader's language: the page's words (with `values`), a validation key, or the server's. */
export function draftFieldText(
  t: TFunction,
  message: string | undefined,
  values: Record<string, number> = {},
): string | undefined {
  if (message?.startsWith('feedingPage.')) return t(message as TranslationKey, values);
  return fieldErrorText(t, message === undefined ? undefined : { type: 'validate', message });
}

/**
 * A refusal placed on the form: each validation detail (`body.items.0.dose`) on its field when the form has
 * it; what has no field here is the form's message, returned (in the reader's words, else the server's).
 */
export function placeRefusal<Draft extends FieldValues>(
  t: TFunction,
  form: Pick<UseFormReturn<Draft>, 'setError'>,
  error: unknown,
  fields: readonly string[],
): string | undefined {
  const details = error instanceof ApiError ? (error.details ?? []) : [];
  let placed = false;
  for (const detail of details) {
    const path = detail.path.replace(/^body\./, '');
    if (!fields.includes(path.split('.')[0] ?? '')) continue;
    form.setError(path as Path<Draft>, { type: 'server', message: detail.message });
    placed = true;
  }
  return placed ? undefined : errorMessage(t, error);
}
