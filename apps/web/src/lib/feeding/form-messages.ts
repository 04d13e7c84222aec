import type { TFunction } from 'i18next';
import { z } from 'zod';
import { fieldErrorText } from '../../i18n/validation-message';
import type { TranslationKey } from '../../i18n/translation-key';

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
 * between 0 and 20 mS/cm"), or a too long text's. The body when it passes.
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

/** A form's schema that keeps its draft as it is, checked as the body `bodyOf` makes of it (`checkBody`). */
export const draftSchema = <Draft>(
  schema: z.ZodType,
  bodyOf: (draft: Draft) => unknown,
  messages: FieldMessages,
) =>
  z.custom<Draft>().superRefine((draft, context) => void checkBody(schema, bodyOf(draft), context, messages));

/** The page parts whose texts a field's message may be: the first paint's catalog cannot tell them. */
const PAGE_TEXT = /^(care|feedingPage)\./;

/**
 * A field's message in the reader's language: a feeding page's text (with `values`: the maximum a range
 * names), a validation key, or the server's words.
 */
export function fieldText(
  t: TFunction,
  message: string | undefined,
  values: Record<string, number> = {},
): string | undefined {
  if (message !== undefined && PAGE_TEXT.test(message)) return t(message as TranslationKey, values);
  return fieldErrorText(t, message === undefined ? undefined : { type: 'validate', message });
}
