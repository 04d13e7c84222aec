import { useState, type ReactNode } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { formField, type BoundField, type UnboundProps } from './form-field';

/** What the field's text reads as: NaN while it is none ('' emptied, '-'); '1.' and '6.0' are numbers. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The input of one field. Mantine hands over as text what it does not call a number yet: '1.' on the way
 * to '1.5', '6.0', '0.50'. The form holds what that text reads (6 for '6.0', so a form sent with Enter
 * before the field is left sends the 6 on screen) while the field shows the text as typed: given back as
 * the number, '1.' would lose its point under the typing. A value set from elsewhere (a recipe's doses, a
 * reset) is shown as it is.
 */
function NumberField({
  field,
  input,
}: {
  field: BoundField;
  input: UnboundProps<NumberInputProps>;
}): ReactNode {
  const [typed, setTyped] = useState('');
  const value: unknown = field.value;
  const held = typeof value === 'number' ? value : Number.NaN;
  const showTyped = typed !== '' && Object.is(numberOf(typed), held);
  return (
    <NumberInput
      {...input}
      name={field.name}
      value={showTyped ? typed : Number.isNaN(held) ? '' : held}
      onBlur={field.onBlur}
      onChange={(changed) => {
        setTyped(typeof changed === 'number' ? '' : changed);
        field.onChange(typeof changed === 'number' ? changed : numberOf(changed));
      }}
    />
  );
}

/**
 * A number field of a react-hook-form form. An emptied field is NaN, not 0 or '', so the form's zod schema
 * refuses a required one with its own message instead of sending a number nobody typed, and a form makes
 * an optional one null.
 */
export const FormNumberField = formField<NumberInputProps>((field, input) => (
  <NumberField field={field} input={input} />
));
