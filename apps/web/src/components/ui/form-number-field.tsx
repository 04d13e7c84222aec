import type { ReactNode } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormNumberFieldProps<Values extends FieldValues> = Omit<
  NumberInputProps,
  'value' | 'onChange' | 'onBlur' | 'name'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/**
 * A number field of a react-hook-form form. An emptied field is NaN, not 0 or '', so the form's zod schema
 * refuses it with its own message instead of sending a number nobody typed.
 */
export function FormNumberField<Values extends FieldValues>({
  control,
  name,
  ...input
}: FormNumberFieldProps<Values>): ReactNode {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          {...input}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
        />
      )}
    />
  );
}
