import type { ChangeEvent } from 'react';
import { Checkbox, Switch, type CheckboxProps, type SwitchProps } from '@mantine/core';
import { formField, type BoundField } from './form-field';

/** What a switch or a checkbox takes from the yes-or-no field it shows. */
function toggleOf(field: BoundField) {
  return {
    name: field.name,
    checked: field.value === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.currentTarget.checked),
    onBlur: field.onBlur,
  };
}

/** A yes-or-no field of a react-hook-form form, shown as a switch (on or off: enabled, quiet hours). */
export const FormSwitch = formField<SwitchProps>((field, toggle) => (
  <Switch {...toggle} {...toggleOf(field)} />
));

/** A yes-or-no field of a react-hook-form form, shown as a checkbox (an option ticked or not). */
export const FormCheckbox = formField<CheckboxProps>((field, toggle) => (
  <Checkbox {...toggle} {...toggleOf(field)} />
));
