import { useState, type ReactNode } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

export type FormNumberFieldProps<Values extends FieldValues, Sent extends FieldValues = Values> = Omit<
  NumberInputProps,
  'value' | 'onChange' | 'onBlur' | 'name'
> & {
  /** The form's control; `Sent` is what its resolver turns the values into, when it does. */
  control: Control<Values, unknown, Sent>;
  name: FieldPath<Values>;
};

type NumberInputRest = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'name'>;

/**
 * The input of one field. Text that is no number yet ("1." on the way to "1.5", "-") is shown as typed
 * while the form holds NaN for it: given back as the field's value, it would be emptied under the typing.
 */
function NumberField<Values extends FieldValues>({
  field,
  input,
}: {
  field: ControllerRenderProps<Values, FieldPath<Values>>;
  input: NumberInputRest;
}): ReactNode {
  const [typed, setTyped] = useState('');
  const value: unknown = field.value;
  const isNumber = typeof value === 'number' && !Number.isNaN(value);
  return (
    <NumberInput
      {...input}
      name={field.name}
      value={isNumber ? value : typed}
      onBlur={field.onBlur}
      onChange={(changed) => {
        setTyped(typeof changed === 'number' ? '' : changed);
        field.onChange(typeof changed === 'number' ? changed : Number.NaN);
      }}
    />
  );
}

/**
 * A number field of a react-hook-form form. An emptied field is NaN, not 0 or '', so the form's zod schema
 * refuses it with its own message instead of sending a number nobody typed.
 */
export function FormNumberField<Values extends FieldValues, Sent extends FieldValues = Values>({
  control,
  name,
  ...input
}: FormNumberFieldProps<Values, Sent>): ReactNode {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <NumberField field={field} input={input} />}
    />
  );
}
