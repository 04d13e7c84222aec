import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeightUnit } from '@canopy/shared/schemas/site';
import { offlineQueue } from '../../../lib/offline-queue/offline-queue';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aHarvest, aNote, aSite, aWeighing, totals } from '../testing/harvest-factory';
import { HarvestCard } from './harvest-card';

/** A closed harvest of 40 plants: a pound and 9 kg wet, 2.2 kg dry (one wet weight an admin's override). */
const weighed = aHarvest({
  plantCount: 40,
  weighings: [
    aWeighing({ _id: 'w1', kind: 'wet', value: 1, unit: 'lb', grams: 453.592 }),
    aWeighing({ _id: 'w2', kind: 'wet', value: 9, unit: 'kg', grams: 9000, override: true }),
    aWeighing({ _id: 'w3', kind: 'dry', value: 2200, unit: 'g', grams: 2200 }),
  ],
  totals: totals({ wet: 9453.592, dry: 2200 }),
  notes: [aNote({ ratings: { aroma: 4, Terpenes: 5 }, text: 'Citrus' })],
  closedAt: '2026-12-20T08:00:00.000Z',
  closedBy: { id: 'u-admin', login: 'admin', displayName: 'Ada Admin' },
});

function readerUnit(unit: WeightUnit | null) {
  server.use(
    http.get('*/api/site', () => HttpResponse.json(aSite({ qualityCriteria: ['aroma', 'Terpenes'] }))),
    http.get('*/api/me/preferences', () =>
      HttpResponse.json({ weightUnit: unit, effectiveWeightUnit: unit ?? 'g' }),
    ),
  );
}

beforeEach(() => readerUnit(null));

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all((await offlineQueue.list()).map((write) => offlineQueue.remove(write.id)));
});

const card = () => screen.findByRole('article', { name: /^Lemon Haze · / });
const weighings = async () => within(await card()).getByRole('region', { name: 'Weighings' });

describe('HarvestCard', () => {
  it("shows the totals in the reader's unit and each weighing as entered, with the override marked", async () => {
    logInAs({ role: 'user' });
    renderPage(<HarvestCard harvest={weighed} />);
    const list = await weighings();
    const items = await within(list).findAllByRole('listitem');
    await vi.waitFor(() => expect(items[0]).toHaveTextContent('Wet: 1 lb (453.59 g)'));
    expect(items[1]).toHaveTextContent('Wet: 9 kg (9,000 g)');
    expect(within(items[1]!).getByText('Override')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Dry: 2,200 g');
    expect(items[2]).not.toHaveTextContent('(');
    const figures = within(await card()).getByLabelText('Totals');
    expect(figures).toHaveTextContent('Wet9,453.59 g');
    expect(figures).toHaveTextContent('Dry2,200 g');
    expect(figures).toHaveTextContent('Dry per plant55 g');
    expect(figures).toHaveTextContent('Dry loss76.7%');
    expect(await card()).toHaveTextContent('Plants: 40 · Day 63 of flower · Harvested by Dana Grower');
    expect(within(await card()).getByText('Closed')).toBeInTheDocument();
    expect(await card()).toHaveTextContent(/Closed by Ada Admin on \d/);
  });

  it('shows weights in the unit the reader chose: a pound entered reads 1 lb alone', async () => {
    readerUnit('lb');
    logInAs({ role: 'user' });
    renderPage(<HarvestCard harvest={weighed} />);
    const items = await within(await weighings()).findAllByRole('listitem');
    await vi.waitFor(() => expect(items[0]).toHaveTextContent(/^Wet: 1 lb/));
    expect(items[0]).not.toHaveTextContent('(');
    expect(items[1]).toHaveTextContent('Wet: 9 kg (19.84 lb)');
  });

  it("lists quality notes with the default criteria translated and the admin's own as typed", async () => {
    logInAs({ role: 'user' });
    renderPage(<HarvestCard harvest={weighed} />, { language: 'es' });
    const notes = await within(await screen.findByRole('article')).findByRole('region', {
      name: 'Notas de calidad',
    });
    expect(notes).toHaveTextContent('Aroma: 4 de 5 · Terpenes: 5 de 5');
    expect(notes).toHaveTextContent('Citrus');
    expect(notes).toHaveTextContent('Por Sam Member');
  });

  it('offers a plain user the quality note only, and staff the weighing and the close while open', async () => {
    logInAs({ role: 'user' });
    const { unmount } = renderPage(<HarvestCard harvest={aHarvest()} />);
    expect(await within(await card()).findByRole('button', { name: 'Add quality note' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add weighing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close harvest' })).not.toBeInTheDocument();
    unmount();
    logInAs({ role: 'superuser' });
    renderPage(<HarvestCard harvest={aHarvest()} />);
    expect(await within(await card()).findByRole('button', { name: 'Add weighing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close harvest' })).toBeInTheDocument();
  });

  it('offline, keeps the weighing on the phone with its key and shows it on the card as waiting to send', async () => {
    logInAs({ role: 'superuser' });
    const posted = vi.fn();
    server.use(http.post('*/api/harvests/h1/weighings', posted));
    const { user } = renderPage(<HarvestCard harvest={aHarvest()} />);
    await user.click(await within(await card()).findByRole('button', { name: 'Add weighing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a weighing' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Weight' }), '2.75');
    await user.click(within(dialog).getByRole('button', { name: 'Add weighing' }));
    const notice = await screen.findByText(
      'The weighing is saved on this phone and will be sent when the network is back.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    const waiting = await within(await weighings()).findByRole('listitem');
    expect(waiting).toHaveTextContent('Wet: 2.75 g');
    expect(waiting).toHaveTextContent('Waiting to send');
    expect(await offlineQueue.list()).toMatchObject([
      {
        kind: 'weighing',
        main: {
          path: '/harvests/h1/weighings',
          key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
          body: { kind: 'wet', value: 2.75, unit: 'g' },
        },
      },
    ]);
    expect(posted).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the harvest after a confirm that says wet weights end there', async () => {
    logInAs({ role: 'superuser' });
    const closes = vi.fn(() => HttpResponse.json({ ...aHarvest(), closedAt: '2026-12-20T08:00:00.000Z' }));
    server.use(http.put('*/api/harvests/h1/close', closes));
    const { user } = renderPage(<HarvestCard harvest={aHarvest()} />);
    await user.click(await within(await card()).findByRole('button', { name: 'Close harvest' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close this harvest?' });
    expect(confirm).toHaveTextContent('After that, wet weights can no longer be added.');
    await user.click(within(confirm).getByRole('button', { name: 'Close harvest' }));
    await vi.waitFor(() => expect(closes).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
