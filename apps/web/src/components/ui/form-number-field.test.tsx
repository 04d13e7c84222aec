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

/** A form of one pH sent with Enter, and a reset from outside the field. */
function PhForm({ onSend }: { onSend: (ph: number) => void }) {
  const form = useForm<{ ph: number }>({ defaultValues: { ph: Number.NaN } });
  return (
    <form onSubmit={(event) => void form.handleSubmit(({ ph }) => onSend(ph))(event)}>
      <FormNumberField control={form.control} name="ph" label="pH" />
      <button type="button" onClick={() => form.reset({ ph: Number.NaN })}>
        Reset
      </button>
    </form>
  );
}

describe('FormNumberField', () => {
  it('keeps a decimal being typed ("1." on the way to "1.5"), holding the number its text reads, and NaN once emptied', async () => {
    const values: number[] = [];
    const { user } = renderWithProviders(<Dose onValue={(value) => values.push(value)} />);
    const field = screen.getByRole('textbox', { name: 'Dose' });
    await user.type(field, '1.5');
    expect(field).toHaveValue('1.5');
    expect(values.at(-1)).toBe(1.5);
    await user.type(field, '{Backspace}');
    expect(field).toHaveValue('1.');
    expect(values.at(-1)).toBe(1);
    await user.clear(field);
    expect(field).toHaveValue('');
    expect(values.at(-1)).toBeNaN();
  });

  it('holds 6 for "6.0", which Mantine hands over as text, so Enter sends what is on screen', async () => {
    const sent: number[] = [];
    const { user } = renderWithProviders(<PhForm onSend={(ph) => sent.push(ph)} />);
    const field = screen.getByRole('textbox', { name: 'pH' });
    await user.type(field, '6.0{Enter}');
    expect(field).toHaveValue('6.0');
    expect(sent).toEqual([6]);
  });

  it('shows a value set from elsewhere over the text typed', async () => {
    const { user } = renderWithProviders(<PhForm onSend={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'pH' });
    await user.type(field, '5.');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).toHaveValue('');
  });
});
