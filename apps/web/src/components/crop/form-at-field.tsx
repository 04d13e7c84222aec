import { formField } from '../ui/form-field';
import { AtField, type AtFieldProps } from './at-field';

/** The when of a react-hook-form form: a date and time, now or earlier, held as the picker's local text. */
export const FormAtField = formField<AtFieldProps>((field, at) => (
  <AtField {...at} value={field.value as string} onChange={field.onChange} />
));
