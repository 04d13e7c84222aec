import { Select, type SelectProps } from '@mantine/core';
import { formField } from './form-field';

/**
 * A react-hook-form field chosen from its options. Unless it is `clearable` it is always one of them once
 * chosen (a unit, a kind, a product): choosing the one shown again keeps it instead of emptying the field.
 * A clearable one (a run or a room the item may have) empties to null.
 */
export const FormSelect = formField<Omit<SelectProps, 'allowDeselect'>>((field, select) => {
  const optional = select.clearable === true;
  return (
    <Select
      {...select}
      name={field.name}
      value={field.value as string | null}
      onChange={(value) => (value !== null || optional) && field.onChange(value)}
      onBlur={field.onBlur}
      allowDeselect={optional}
    />
  );
});
