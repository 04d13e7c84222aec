import { screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { FormNumberField } from './form-number-field';

/** A form of one number, telling each value it holds. */
function Dose({ onValue }: { onValue: (value: number) => void }) {
  const form = useForm<{ dose: number }>({ defaultValues: { dose: Number.NaN } });
  onValue(useWatch({ control: form.control, name: 'dose' }));
  return <FormNumberField control={form.control} name="dose" label="Dose" />;
}

describe('FormNumberField', () => {
  it('keeps a decimal being typed ("1." on the way to "1.5") and holds NaN once emptied', async () => {
    const values: number[] = [];
    const { user } = renderWithProviders(<Dose onValue={(value) => values.push(value)} />);
    const field = screen.getByRole('textbox', { name: 'Dose' });
    await user.type(field, '1.5');
    expect(field).toHaveValue('1.5');
    expect(values.at(-1)).toBe(1.5);
    await user.type(field, '{Backspace}');
    expect(field).toHaveValue('1.');
    expect(values.at(-1)).toBeNaN();
    await user.clear(field);
    expect(field).toHaveValue('');
    expect(values.at(-1)).toBeNaN();
  });
});
