import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { aProfile, fakeClimateProfilesApi } from '../testing/fake-climate-profiles-api';
import { ClimateProfilesPanel } from './climate-profiles-panel';

const FLOWER = aProfile();
const VEG = aProfile({ _id: 'cp-veg', name: 'Veg', stage: 'veg' });

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('ClimateProfilesPanel', () => {
  it('lists each profile with its stage and its day and night limits with units; plain users only read', async () => {
    fakeClimateProfilesApi([VEG, FLOWER]);
    renderPage(<ClimateProfilesPanel staff={false} />);
    const card = await screen.findByRole('article', { name: 'Flower early' });
    expect(within(card).getByText('Flower')).toBeInTheDocument();
    expect(cellsOf(within(card).getByRole('table', { name: 'Limits of Flower early' }))).toEqual([
      ['Temperature', '24–28 °C', '19–22 °C'],
      ['Humidity', '50–60 %', '45–55 %'],
      ['CO2', '900–1200 ppm', '400–600 ppm'],
    ]);
    expect(screen.getByRole('article', { name: 'Veg' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Veg' })).not.toBeInTheDocument();
  });

  it('adds a profile: a min above its max is refused beside it without a call, then the body is sent', async () => {
    const api = fakeClimateProfilesApi([]);
    const { user } = renderPage(<ClimateProfilesPanel staff />);
    expect(await screen.findByText('No climate profiles yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New climate profile' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Late flower');
    await user.selectOptions(within(dialog).getByLabelText('Stage'), 'Flower');
    const night = within(dialog).getByRole('group', { name: 'Night' });
    const nightTempMin = within(night).getByLabelText('Temperature min (°C)');
    await user.clear(nightTempMin);
    await user.type(nightTempMin, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(night).findByText('The lowest value must not be above the highest'),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await user.clear(nightTempMin);
    await user.type(nightTempMin, '17.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toHaveLength(1);
    expect(JSON.parse(api.calls[0]!.slice('POST '.length))).toEqual({
      name: 'Late flower',
      stage: 'flower',
      day: {
        temperature: { min: 22, max: 28 },
        humidity: { min: 55, max: 70 },
        co2: { min: 800, max: 1200 },
      },
      night: {
        temperature: { min: 17.5, max: 22 },
        humidity: { min: 50, max: 65 },
        co2: { min: 400, max: 800 },
      },
    });
    expect(await screen.findByRole('article', { name: 'Late flower' })).toBeInTheDocument();
  });

  it('asks before deleting, and says where a profile in use is used when the server refuses', async () => {
    const api = fakeClimateProfilesApi([FLOWER, VEG]);
    api.refuseWith(() =>
      HttpResponse.json(
        {
          error: 'In use',
          code: 'climate_profiles.in_use',
          details: [
            { path: 'rooms', message: 'Flower Room A' },
            { path: 'automations', message: 'Flip at flower' },
          ],
        },
        { status: 409 },
      ),
    );
    const { user } = renderPage(<ClimateProfilesPanel staff />);
    await user.click(await screen.findByRole('button', { name: 'Delete Flower early' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete climate profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This climate profile is in use');
    expect(alert).toHaveTextContent('Applied to room Flower Room A');
    expect(alert).toHaveTextContent('Named by automation Flip at flower');

    api.refuseWith(null);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Flower early' })).not.toBeInTheDocument(),
    );
    expect(api.calls).toEqual(['DELETE cp-1', 'DELETE cp-1']);
  });

  it('reads in Hebrew', async () => {
    fakeClimateProfilesApi([FLOWER]);
    renderPage(<ClimateProfilesPanel staff />, { language: 'he' });
    expect(await screen.findByRole('heading', { name: 'פרופילי אקלים' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'הגבולות של Flower early' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'פרופיל חדש' })).toBeInTheDocument();
  });

  it('keeps a unit its own direction in the Hebrew form labels: (°C), not (C°)', async () => {
    fakeClimateProfilesApi([FLOWER]);
    const { user } = renderPage(<ClimateProfilesPanel staff />, { language: 'he' });
    await user.click(await screen.findByRole('button', { name: 'פרופיל חדש' }));
    const field = await screen.findAllByLabelText('טמפרטורה מינימום (°C)');
    expect(field).toHaveLength(2);
    const units = document.querySelectorAll('label bdi');
    expect([...units].map((unit) => unit.textContent)).toContain('°C');
  });
});
