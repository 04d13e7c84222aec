import type { ReactNode } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { z } from 'zod';
import type { TranslationKey } from '../../i18n/translation-key';
import { fieldErrorText, validationKeys } from '../../i18n/validation-message';

/** One text field of a thread form: a required one-line input, or a text area of `rows` lines. */
export interface ThreadField<Values> {
  name: Path<Values>;
  label: TranslationKey;
  rows?: number;
}

/** A form's values checked by a zod schema (the shared one the server checks too): fields and schema. */
export interface ThreadFormSpec<Input extends FieldValues, Output> {
  schema: z.ZodType<Output, Input>;
  fields: readonly ThreadField<Input>[];
}

export type ThreadForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output>;

/** The form of a thread item's fields; errors are catalog keys, shown in the reader's language. */
export function useThreadForm<Input extends FieldValues, Output>(
  spec: ThreadFormSpec<Input, Output>,
  defaultValues: DefaultValues<Input>,
): ThreadForm<Input, Output> {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(spec.schema, { error: validationKeys }),
    defaultValues,
  });
}

export function ThreadFields<Input extends FieldValues, Output>({
  form,
  fields,
}: {
  form: ThreadForm<Input, Output>;
  fields: readonly ThreadField<Input>[];
}): ReactNode {
  const { t } = useTranslation();
  return fields.map(({ name, label, rows }) => {
    const error = fieldErrorText(t, form.getFieldState(name, form.formState).error);
    return rows ? (
      <Textarea key={name} label={t(label)} rows={rows} error={error} {...form.register(name)} />
    ) : (
      <TextInput key={name} label={t(label)} withAsterisk error={error} {...form.register(name)} />
    );
  });
}
