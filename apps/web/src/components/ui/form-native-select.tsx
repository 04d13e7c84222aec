import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { formField } from './form-field';

/** A text field of a react-hook-form form chosen from a short list, as the browser's own select shows it. */
export const FormNativeSelect = formField<NativeSelectProps>((field, select) => (
  <NativeSelect {...select} {...field} />
));
