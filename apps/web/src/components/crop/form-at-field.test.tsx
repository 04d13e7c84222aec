import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { FormAtField } from './form-at-field';

/** A form of one when, sent with its button. */
function WhenForm({ onSend }: { onSend: (at: string) => void }) {
  const form = useForm<{ at: string }>({ defaultValues: { at: '2026-03-29T01:30' } });
  return (
    <form onSubmit={(event) => void form.handleSubmit(({ at }) => onSend(at))(event)}>
      <FormAtField control={form.control} name="at" label="When" error="Not later than now" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormAtField', () => {
  it('shows the time the form holds with its error, and sends the one picked', async () => {
    const sent: string[] = [];
    const { user } = renderWithProviders(<WhenForm onSend={(at) => sent.push(at)} />);
    const field = screen.getByLabelText('When');
    expect(field).toHaveValue('2026-03-29T01:30');
    expect(screen.getByText('Not later than now')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '2026-03-29T03:15' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual(['2026-03-29T03:15']);
  });
});
