import { screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { FormSelect } from './form-select';

const ROOMS = [
  { value: 'veg', label: 'Veg room' },
  { value: 'flower', label: 'Flower room' },
];

/** A form of one room, optional or not, telling each value it holds. */
function RoomForm({ clearable, onValue }: { clearable: boolean; onValue: (room: string | null) => void }) {
  const form = useForm<{ room: string | null }>({ defaultValues: { room: 'veg' } });
  onValue(useWatch({ control: form.control, name: 'room' }));
  return <FormSelect control={form.control} name="room" label="Room" data={ROOMS} clearable={clearable} />;
}

async function chooseAgain(user: ReturnType<typeof renderWithProviders>['user'], option: string) {
  await user.click(screen.getByRole('combobox', { name: 'Room' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('FormSelect', () => {
  it('keeps the option shown when it is chosen again, when the field is not clearable', async () => {
    const values: (string | null)[] = [];
    const { user } = renderWithProviders(
      <RoomForm clearable={false} onValue={(room) => values.push(room)} />,
    );
    await chooseAgain(user, 'Flower room');
    expect(values.at(-1)).toBe('flower');
    await chooseAgain(user, 'Flower room');
    expect(values.at(-1)).toBe('flower');
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveValue('Flower room');
  });

  it('empties a clearable field to null when its option is chosen again', async () => {
    const values: (string | null)[] = [];
    const { user } = renderWithProviders(<RoomForm clearable onValue={(room) => values.push(room)} />);
    await chooseAgain(user, 'Veg room');
    expect(values.at(-1)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveValue('');
  });
});
