import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedingTotalsOf } from '@canopy/shared/feeding-totals';
import type { Run } from '@canopy/shared/schemas/runs';
import { server } from '../../../testing/msw-server';
import { aGroup, aRun } from '../../../testing/crop/run-factory';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aFeed, aScouting, aSite, aTreatment } from '../../../testing/crop/feeding-factory';
import { RunFeedingSection } from './run-feeding-section';

/**
 * A run of two groups fed together twice in Veg Room (60 and 40 plants, so 60% and 40% of each feed), the
 * second feed in gallons, one sighting and one treatment of the bigger group's room.
 */
const lemon = aGroup({ _id: 'g1', plantCount: 60 });
const mango = aGroup({ _id: 'g2', strainName: 'Mango Kush', plantCount: 40 });
const feeds = [
  aFeed({ _id: 'f1', entryId: 'e1', groupId: 'g1', share: 0.6, litres: 6 }),
  aFeed({ _id: 'f2', entryId: 'e1', groupId: 'g2', share: 0.4, litres: 4 }),
  aFeed({
    _id: 'f3',
    entryId: 'e2',
    groupId: 'g1',
    share: 0.6,
    volume: 5,
    volumeUnit: 'gal',
    litres: 5 * 3.785411784 * 0.6,
    at: '2026-11-23T08:00:00.000Z',
  }),
  aFeed({
    _id: 'f4',
    entryId: 'e2',
    groupId: 'g2',
    share: 0.4,
    volume: 5,
    volumeUnit: 'gal',
    litres: 5 * 3.785411784 * 0.4,
    at: '2026-11-23T08:00:00.000Z',
  }),
];
const run: Run = aRun({
  groups: [lemon, mango],
  feeds,
  scouting: [aScouting({ groupId: 'g2' })],
  treatments: [aTreatment({ groupId: 'g1' })],
  feedingTotals: feedingTotalsOf(feeds, [aScouting()], [aTreatment()]),
});

beforeEach(() => {
  server.use(http.get('*/api/site', () => HttpResponse.json(aSite())));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const section = () => screen.findByRole('region', { name: 'Feeding and plant protection' });

describe('RunFeedingSection', () => {
  it("shows the run's totals: feeds, litres, scouting, treatments and each product's amount", async () => {
    logInAs({ role: 'user' });
    renderPage(<RunFeedingSection run={run} />);
    const totals = within(await section()).getByLabelText('Feeding totals');
    expect(totals).toHaveTextContent('Feeds2');
    // 10 L and 5 gal (18.93 L): 28.93 L.
    expect(totals).toHaveTextContent('Water given28.93 L');
    expect(totals).toHaveTextContent('Scouting1');
    expect(totals).toHaveTextContent('Treatments1');
    const products = within(await section()).getByRole('list', { name: 'Products given' });
    // Base A at 2 ml/L of 28.93 L; Spinosad at 0.5 ml/L of its 10 L.
    expect(
      within(products)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Base A: 57.9 ml', 'Spinosad 480: 5 ml']);
  });

  it("lists each group's rows with its strain, a feed in that group's litres", async () => {
    logInAs({ role: 'user' });
    renderPage(<RunFeedingSection run={run} />);
    const fed = within(await section()).getByRole('region', { name: 'Feeds' });
    const rows = within(fed).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    // Newest entry first (the feed in gallons: 60% of 5 gal), each entry's groups as the run lists them.
    expect(rows[0]).toHaveTextContent('Lemon Haze');
    expect(rows[0]).toHaveTextContent('11.36 L');
    expect(rows[1]).toHaveTextContent('Mango Kush');
    expect(rows[2]).toHaveTextContent('Lemon Haze');
    expect(rows[2]).toHaveTextContent('6 L · Grow A · Given: EC 1.6, pH 6 · Runoff: EC 2.1, pH 6.3');
    expect(rows[3]).toHaveTextContent('Mango Kush');
    expect(rows[3]).toHaveTextContent('4 L');
    const scouting = within(await section()).getByRole('region', { name: 'Scouting' });
    expect(scouting).toHaveTextContent('Mango Kush');
    expect(scouting).toHaveTextContent('Spider mites · Mite · Where: Lower leaves');
    expect(within(scouting).getByText('Severity: Moderate')).toBeInTheDocument();
    const treatments = within(await section()).getByRole('region', { name: 'Treatments' });
    expect(treatments).toHaveTextContent('Spinosad 480 · 0.5 ml/L · in 10 L · Spray · Against: Thrips');
    expect(treatments).toHaveTextContent('Harvest from 27/11/2026');
  });

  it('shows the latest five rows of a kind, and all of them on asking', async () => {
    logInAs({ role: 'user' });
    const many = Array.from({ length: 7 }, (_, index) =>
      aFeed({
        _id: `m${index}`,
        entryId: `me${index}`,
        groupId: 'g1',
        note: `Feed number ${index + 1}`,
        at: `2026-11-${String(10 + index).padStart(2, '0')}T08:00:00.000Z`,
      }),
    );
    renderPage(<RunFeedingSection run={{ ...run, feeds: many }} />);
    const fed = within(await section()).getByRole('region', { name: 'Feeds' });
    expect(within(fed).getAllByRole('listitem')).toHaveLength(5);
    expect(within(fed).getAllByRole('listitem')[0]).toHaveTextContent('Feed number 7');
    within(fed).getByRole('button', { name: 'Show all 7' }).click();
    expect(await within(fed).findByText('Feed number 1')).toBeInTheDocument();
    expect(within(fed).getAllByRole('listitem')).toHaveLength(7);
    expect(within(fed).getByRole('button', { name: 'Show the latest 5' })).toBeInTheDocument();
  });

  it('says so when nothing was given to the run yet', async () => {
    logInAs({ role: 'user' });
    renderPage(<RunFeedingSection run={aRun()} />);
    expect(await section()).toHaveTextContent('No feed, scouting or treatment recorded for this run yet.');
    expect(screen.queryByLabelText('Feeding totals')).not.toBeInTheDocument();
  });

  it('downloads the CSV and the treatments PDF in the reader language with the session token', async () => {
    const token = logInAs({ role: 'user' });
    const asked: { url: string; auth: string | null }[] = [];
    const answer =
      (type: string) =>
      async ({ request }: { request: Request }) => {
        asked.push({ url: request.url, auth: request.headers.get('Authorization') });
        return new HttpResponse('file', { headers: { 'Content-Type': type } });
      };
    server.use(
      http.get('*/api/runs/r1/feeding.csv', answer('text/csv')),
      http.get('*/api/runs/r1/treatments.pdf', answer('application/pdf')),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
    );
    const { user } = renderPage(<RunFeedingSection run={run} />, { language: 'he' });
    const region = await screen.findByRole('region', { name: 'הזנה והגנת הצומח' });
    await user.click(within(region).getByRole('button', { name: 'הורדת CSV' }));
    await user.click(within(region).getByRole('button', { name: 'PDF של הטיפולים' }));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[0]).toEqual({
      url: expect.stringMatching(/\/api\/runs\/r1\/feeding\.csv$/) as unknown,
      auth: `Bearer ${token}`,
    });
    expect(asked[1]!.url).toMatch(/\/api\/runs\/r1\/treatments\.pdf\?lang=he$/);
    expect(asked[1]!.auth).toBe(`Bearer ${token}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a download that failed', async () => {
    logInAs({ role: 'user' });
    server.use(
      http.get('*/api/runs/r1/feeding.csv', () =>
        HttpResponse.json({ error: 'Not found', code: 'runs.not_found' }, { status: 404 }),
      ),
    );
    const { user } = renderPage(<RunFeedingSection run={run} />);
    await user.click(within(await section()).getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be downloaded. Try again.',
    );
  });
});
