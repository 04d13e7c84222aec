import type { ReactNode } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormSelectProps<Values extends FieldValues, Sent extends FieldValues = Values> = Omit<
  SelectProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'allowDeselect'
> & {
  /** The form's control; `Sent` is what its resolver turns the values into, when it does. */
  control: Control<Values, unknown, Sent>;
  name: FieldPath<Values>;
};

/**
 * A react-hook-form field that is always one of its options (a unit, a kind, a method): choosing the one
 * shown again keeps it instead of emptying the field.
 */
export function FormSelect<Values extends FieldValues, Sent extends FieldValues = Values>({
  control,
  name,
  ...select
}: FormSelectProps<Values, Sent>): ReactNode {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...select}
          name={field.name}
          value={field.value as string}
          onChange={(value) => value && field.onChange(value)}
          onBlur={field.onBlur}
          allowDeselect={false}
        />
      )}
    />
  );
}
