import type { ReactElement, ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/** Which field of which react-hook-form form a field component shows. */
export interface FormFieldOf<Values extends FieldValues, Sent extends FieldValues = Values> {
  /** The form's control; `Sent` is what its resolver turns the values into, when it does. */
  control: Control<Values, unknown, Sent>;
  name: FieldPath<Values>;
}

/** An input's own props, without those the form's field gives (its value and change handlers). */
export type UnboundProps<Input> = Omit<Input, 'value' | 'checked' | 'onChange' | 'onBlur' | 'name'>;

/** An input's props bound to a form's field: the form gives its value and takes its changes. */
export type FormFieldProps<
  Input,
  Values extends FieldValues,
  Sent extends FieldValues = Values,
> = UnboundProps<Input> & FormFieldOf<Values, Sent>;

/** The form's field as a bound input receives it. */
export type BoundField = ControllerRenderProps<FieldValues, string>;

/**
 * A field component of any react-hook-form form, from how one input shows the field: `show` gets the
 * field (its value, name and change handlers) and the input's own props.
 */
export function formField<Input>(show: (field: BoundField, input: UnboundProps<Input>) => ReactElement) {
  return function FormField<Values extends FieldValues, Sent extends FieldValues = Values>({
    control,
    name,
    ...input
  }: FormFieldProps<Input, Values, Sent>): ReactNode {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => show(field as BoundField, input as UnboundProps<Input>)}
      />
    );
  };
}
