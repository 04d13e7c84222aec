import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { z } from 'zod';
import { placeRefusal } from '../feeding/place-refusal';
import { errorText } from './error-text';
import { toLocalInput } from './local-time-input';

/**
 * A crop dialog's form (a loss, a move, a run, a harvest, a weighing): react-hook-form over its draft from
 * the minute the dialog opened, checked by `schema` (made each render, so it reads the group and the
 * language of now) before any call. A refusal's details go on their fields, anything else above the form.
 */
export function useCropForm<Draft extends FieldValues, Body extends FieldValues>(
  schema: (openedAt: string) => z.ZodType<Body, Draft>,
  draftOf: (openedAt: string) => Draft,
) {
  const { t } = useTranslation();
  const [openedAt] = useState(() => toLocalInput(new Date()));
  const [defaults] = useState(() => draftOf(openedAt));
  const form = useForm<Draft, unknown, Body>({
    resolver: zodResolver(schema(openedAt)),
    defaultValues: defaults as DefaultValues<Draft>,
  });
  const [formError, setFormError] = useState<string>();

  /** Sends the checked body; a send, or a check that fails, clears what the server said last. */
  const submitWith = (send: (body: Body) => void, onInvalid?: () => void) => (): void =>
    void form.handleSubmit(
      (body) => {
        setFormError(undefined);
        send(body);
      },
      () => {
        setFormError(undefined);
        onInvalid?.();
      },
    )();

  /** A refusal placed: `codes` name the field a stable code is about, `fields` those its details may name. */
  const refused = (error: unknown, fields: readonly string[], codes: Partial<Record<string, string>> = {}) =>
    setFormError(placeRefusal(t, form, error, fields, codes));

  const errorOf = (field: string): string | undefined =>
    errorText(t, form.getFieldState(field as Path<Draft>, form.formState).error?.message);

  return { form, errorOf, formError, submitWith, refused };
}
