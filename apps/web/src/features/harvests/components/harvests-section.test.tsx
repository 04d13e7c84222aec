import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Preferences } from '@canopy/shared/schemas/preferences';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aHarvest, aSite, aWeighing, totals } from '../testing/harvest-factory';
import { HarvestsSection } from './harvests-section';

const older = aHarvest({ _id: 'h1', strainName: 'Lemon Haze', at: '2026-10-01T08:00:00.000Z' });
const newer = aHarvest({
  _id: 'h2',
  strainName: 'Northern Lights',
  at: '2026-11-01T08:00:00.000Z',
  weighings: [aWeighing()],
  totals: totals({ wet: 453.592 }),
});

/** The preferences route: what one has chosen, saved as the PUT says. */
function preferencesRoute() {
  let preferences: Preferences = { weightUnit: null, effectiveWeightUnit: 'kg' };
  const saved: unknown[] = [];
  server.use(
    http.get('*/api/site', () => HttpResponse.json(aSite({ weightUnit: 'kg' }))),
    http.get('*/api/me/preferences', () => HttpResponse.json(preferences)),
    http.put('*/api/me/preferences', async ({ request }) => {
      const body = (await request.json()) as { weightUnit: Preferences['weightUnit'] };
      saved.push(body);
      preferences = { weightUnit: body.weightUnit, effectiveWeightUnit: body.weightUnit ?? 'kg' };
      return HttpResponse.json(preferences);
    }),
  );
  return saved;
}

describe('HarvestsSection', () => {
  it('lists the harvests newest first', async () => {
    preferencesRoute();
    logInAs({ role: 'user' });
    renderPage(<HarvestsSection harvests={[older, newer]} />);
    const section = await screen.findByRole('region', { name: 'Harvests' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'harvest-h2-title',
      'harvest-h1-title',
    ]);
    expect(cards[0]).toHaveTextContent('Northern Lights');
  });

  it("saves the unit one reads weights in, or null to follow the site's again, and shows it at once", async () => {
    const saved = preferencesRoute();
    logInAs({ role: 'user' });
    const { user } = renderPage(<HarvestsSection harvests={[newer]} />);
    const choice = await screen.findByRole('combobox', { name: 'Show weights in' });
    await vi.waitFor(() => expect(choice).toHaveValue('Site default (kg)'));
    const total = () => screen.getByLabelText('Totals');
    await vi.waitFor(() => expect(total()).toHaveTextContent('0.454 kg'));
    await user.click(choice);
    await user.click(await screen.findByRole('option', { name: 'Ounces (oz)' }));
    await vi.waitFor(() => expect(saved).toEqual([{ weightUnit: 'oz' }]));
    await vi.waitFor(() => expect(total()).toHaveTextContent('16 oz'));
    await user.click(choice);
    await user.click(await screen.findByRole('option', { name: 'Site default (kg)' }));
    await vi.waitFor(() => expect(saved).toEqual([{ weightUnit: 'oz' }, { weightUnit: null }]));
    await vi.waitFor(() => expect(total()).toHaveTextContent('0.454 kg'));
  });

  it('says there are no harvests yet', async () => {
    preferencesRoute();
    logInAs({ role: 'user' });
    renderPage(<HarvestsSection harvests={[]} />);
    expect(await screen.findByText('No harvests yet.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Show weights in' })).not.toBeInTheDocument();
  });
});
