import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@canopy/shared/constants';
import { en } from './locales/en';
import type { TranslationKey } from './translation-key';

/**
 * A zod error map for form resolvers: it turns each issue into an i18n key, so the shared schemas stay
 * language-free and every form shows the message in the current language.
 */
export const validationKeys: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_small':
      return issue.minimum === 1 ? 'validation.required' : 'validation.passwordTooShort';
    case 'too_big':
      return 'validation.tooLong';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid';
    case 'invalid_union': {
      // e.g. "'' or a password of 10+ characters": report why the meaningful branch failed.
      const nested = issue.errors
        .flat()
        .find((inner) => inner.code === 'too_small' || inner.code === 'too_big');
      if (nested?.code === 'too_small') return 'validation.passwordTooShort';
      return nested ? 'validation.tooLong' : 'validation.invalid';
    }
    case 'invalid_type':
      // NaN is what an emptied number field gives: nothing was typed, so it is "required" too.
      return issue.input === undefined || Number.isNaN(issue.input)
        ? 'validation.required'
        : 'validation.invalid';
    default:
      return 'validation.invalid';
  }
};

/**
 * A form's error message is a plain string at run time: a key when the English catalog of the first paint
 * has a text at that path (`validation.required`, or a form's own such as `webhooks.urlProblem.credentials`,
 * which stays there rather than among its page's texts for this reason).
 */
export function isCatalogKey(message: string): message is TranslationKey {
  let node: unknown = en;
  for (const part of message.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/** The translated text of a field error produced with `validationKeys` or a custom key; other text as is. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return isCatalogKey(error.message) ? t(error.message, { min: PASSWORD_MIN_LENGTH }) : error.message;
}
