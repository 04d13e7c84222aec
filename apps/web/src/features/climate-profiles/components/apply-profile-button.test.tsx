import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplyProfileAnswer } from '@canopy/shared/schemas/automations';
import type { Room } from '@canopy/shared/schemas/rooms';
import { renderPage } from '../../../testing/render-page';
import { aProfile, fakeClimateProfilesApi } from '../testing/fake-climate-profiles-api';
import { ApplyProfileButton } from './apply-profile-button';

const ROOM = { _id: 'room-a', name: 'Flower Room A' } as Room;

const commands = (result: 'ok' | 'failed' | null, error: string | null = null) => [
  { functionName: 'setTemperatureThreshold' as const, from: '22,27', to: '24,28', result, error },
  { functionName: 'setHumidityThreshold' as const, from: '50,65', to: '50,60', result, error },
  { functionName: 'setCO2Threshold' as const, from: null, to: '900,1200', result, error },
];
const answer = (applied: boolean): ApplyProfileAnswer => ({
  profileId: 'cp-1',
  roomId: ROOM._id,
  applied,
  devices: [
    { deviceId: 'd1', deviceName: 'Veg_Room', phase: 'day', commands: commands(applied ? 'ok' : null) },
    {
      deviceId: 'd2',
      deviceName: 'Clone_Tent',
      phase: null,
      commands: commands(applied ? 'failed' : null, applied ? 'offline' : null),
    },
  ],
});

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('ApplyProfileButton', () => {
  it('shows the change per controller without sending it, then Apply sends it and shows each result', async () => {
    const api = fakeClimateProfilesApi([aProfile()], { preview: answer(false), applied: answer(true) });
    const { user } = renderPage(<ApplyProfileButton room={ROOM} />);
    await user.click(await screen.findByRole('button', { name: 'Apply climate profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply a climate profile to Flower Room A' });
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.selectOptions(await within(dialog).findByLabelText('Profile'), 'Flower early (Flower)');

    const preview = await within(dialog).findByRole('table', { name: 'Change to Veg Room' });
    expect(within(dialog).getByText('Nothing has been sent yet.', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByText('Day')).toBeInTheDocument();
    expect(within(dialog).getByText('Phase not known yet')).toBeInTheDocument();
    expect(cellsOf(preview)).toEqual([
      ['Temperature', '22–27 °C', '24–28 °C'],
      ['Humidity', '50–65 %', '50–60 %'],
      ['CO2', 'Not known', '900–1200 ppm'],
    ]);
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Quantity', 'Now', 'New']);
    // The room's name is isolated in the title: a Latin name keeps its own direction in Hebrew.
    expect(within(dialog).getByText('Flower Room A', { selector: 'bdi' })).toBeInTheDocument();
    expect(api.calls).toEqual([`APPLY room-a ${JSON.stringify({ profileId: 'cp-1', confirm: false })}`]);

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.calls[1]).toBe(`APPLY room-a ${JSON.stringify({ profileId: 'cp-1', confirm: true })}`),
    );
    const sent = await within(dialog).findByRole('table', { name: 'Change to Veg Room' });
    await waitFor(() => expect(cellsOf(sent)[0]).toEqual(['Temperature', '22–27 °C', '24–28 °C', 'Done']));
    // Once sent, the controller holds the new limits: the old ones are what it had before, not now.
    expect(
      within(sent)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Quantity', 'Before', 'New', 'Result']);
    expect(
      cellsOf(within(dialog).getByRole('table', { name: 'Change to Clone Tent' })).map((row) => row[3]),
    ).toEqual(['Failed: offline', 'Failed: offline', 'Failed: offline']);
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('says so when the room has no climate controller', async () => {
    fakeClimateProfilesApi([aProfile()]);
    const { user } = renderPage(<ApplyProfileButton room={ROOM} />);
    await user.click(await screen.findByRole('button', { name: 'Apply climate profile' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(await within(dialog).findByLabelText('Profile'), 'Flower early (Flower)');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This room has no climate controller');
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
