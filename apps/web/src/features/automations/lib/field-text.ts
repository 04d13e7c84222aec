import { useTranslation } from '../../../i18n/use-translation';
import { useFormState, type FieldError } from 'react-hook-form';
import type { DraftControl } from './automation-draft';

/** The error at a dotted path of react-hook-form's nested errors. */
function errorAt(errors: unknown, path: string): FieldError | undefined {
  let node = errors;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node && typeof node === 'object' && 'message' in node ? (node as FieldError) : undefined;
}

/**
 * A field's error in words: a catalog key (the form's check) translated, the server's own words as they
 * came. Several paths: the first that has an error (a metric trigger's device or room).
 */
export function useFieldError(control: DraftControl) {
  const { t, i18n } = useTranslation();
  const { errors } = useFormState({ control });
  return (...paths: string[]): string | undefined => {
    for (const path of paths) {
      const message = errorAt(errors, path)?.message;
      if (message) return i18n.exists(message) ? t(message as never) : message;
    }
    return undefined;
  };
}
