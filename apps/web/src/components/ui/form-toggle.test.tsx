import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { FormCheckbox, FormSwitch } from './form-toggle';

interface Settings {
  enabled: boolean;
  override: boolean;
}

/** A form of a switch and a checkbox, sent with its button. */
function SettingsForm({ onSend }: { onSend: (settings: Settings) => void }) {
  const form = useForm<Settings>({ defaultValues: { enabled: true, override: false } });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSend)(event)}>
      <FormSwitch control={form.control} name="enabled" label="Enabled" />
      <FormCheckbox control={form.control} name="override" label="Override" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormSwitch and FormCheckbox', () => {
  it('show the values the form holds and send what was flipped', async () => {
    const sent: Settings[] = [];
    const { user } = renderWithProviders(<SettingsForm onSend={(settings) => sent.push(settings)} />);
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Override' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Enabled' }));
    await user.click(screen.getByRole('checkbox', { name: 'Override' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ enabled: false, override: true }]);
  });
});
