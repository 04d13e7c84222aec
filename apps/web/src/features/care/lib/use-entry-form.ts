import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useController,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { toLocalInput } from '../../../lib/crop/local-time-input';
import { fieldText } from '../../../lib/feeding/form-messages';

/** What every room entry's form holds besides its own fields: when (`datetime-local` text) and a note. */
export interface EntryDraft extends FieldValues {
  at: string;
  note: string;
}

/** The two fields every room entry ends with, as their inputs take them. */
export interface EntryFields {
  at: { value: string; onChange: (value: string) => void; error: string | undefined };
  note: UseFormRegisterReturn & { error: string | undefined };
}

/**
 * A room entry's form (a feed, a sighting, a treatment): react-hook-form over its draft from the minute the
 * dialog opened (the moment it is sent as when that is left as it is), checked by `formSchema` (the
 * server's body schema) before any call, each field's message in the reader's words.
 */
export function useEntryForm<Draft extends EntryDraft, Body extends FieldValues>(
  formSchema: (openedAt: string) => z.ZodType<Body, Draft>,
  emptyDraft: (openedAt: string) => Draft,
) {
  const { t } = useTranslation();
  const [openedAt] = useState(() => toLocalInput(new Date()));
  const form = useForm<Draft, unknown, Body>({
    resolver: zodResolver(formSchema(openedAt)),
    defaultValues: emptyDraft(openedAt) as DefaultValues<Draft>,
  });
  const [formError, setFormError] = useState<string>();
  const errorOf = (field: string) =>
    fieldText(t, form.getFieldState(field as Path<Draft>, form.formState).error?.message);
  const at = useController({ control: form.control, name: 'at' as Path<Draft> });
  const entryFields: EntryFields = {
    at: { value: at.field.value as string, onChange: at.field.onChange, error: errorOf('at') },
    note: { ...form.register('note' as Path<Draft>), error: errorOf('note') },
  };
  return { form, errorOf, formError, setFormError, entryFields };
}
