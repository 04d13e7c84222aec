import type { ReactNode } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type DraftNumberInputProps<Values extends FieldValues> = Omit<
  NumberInputProps,
  'value' | 'onChange' | 'onBlur' | 'name'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

/**
 * A number field of a feeding form. Its value is what the field holds: a number, or text while it is not
 * one yet (`''` empty, `'0.'` on the way to 0.3), which `draftNumber` reads when the body is made.
 */
export function DraftNumberInput<Values extends FieldValues>({
  control,
  name,
  ...input
}: DraftNumberInputProps<Values>): ReactNode {
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
          onChange={field.onChange}
        />
      )}
    />
  );
}
