import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreferencesBody } from '@canopy/shared/schemas/preferences';
import { YIELD_COLUMNS, type YieldRow } from '@canopy/shared/schemas/yields';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { aSite, aYieldRow, somePreferences, someYields } from '../testing/yield-factory';

const LEMON = aYieldRow();
/** A room without an area or light, and no wet weight: its ratios are null. */
const NORTHERN = aYieldRow({
  key: 's2',
  label: 'Northern Lights',
  dryPerM2: null,
  dryPerKw: null,
  dryLossPercent: null,
});
const RUNS = [
  aYieldRow({ key: 'r2', label: 'R-2026-002', dryPerPlant: 60, lastHarvestAt: '2026-03-31T22:30:00.000Z' }),
  aYieldRow({ key: 'r1', label: 'R-2026-001', dryPerPlant: 100, lastHarvestAt: '2026-03-08T10:00:00.000Z' }),
];

/** Every call's query to /api/yields, .csv and .xlsx, in order. */
let asked: { path: string; query: URLSearchParams }[];
let rowsFor: (query: URLSearchParams) => YieldRow[];
/** What PUT /api/me/preferences was sent. */
let saved: PreferencesBody[];

beforeEach(() => {
  asked = [];
  saved = [];
  rowsFor = (query) => (query.get('by') === 'run' ? RUNS : [LEMON, NORTHERN]);
  let preferences = somePreferences();
  server.use(
    http.get('*/api/site', () => HttpResponse.json(aSite())),
    http.get('*/api/me/preferences', () => HttpResponse.json(preferences)),
    http.put('*/api/me/preferences', async ({ request }) => {
      const body = (await request.json()) as PreferencesBody;
      saved.push(body);
      preferences = { weightUnit: body.weightUnit ?? null, effectiveWeightUnit: body.weightUnit ?? 'g' };
      return HttpResponse.json(preferences);
    }),
    http.get('*/api/strains', () =>
      HttpResponse.json([
        { _id: 's1', name: 'Lemon Haze', slug: 'lemon-haze' },
        { _id: 's2', name: 'Northern Lights', slug: 'northern-lights' },
      ]),
    ),
    http.get('*/api/yields', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push({ path: '/api/yields', query });
      return HttpResponse.json(someYields(rowsFor(query), { by: query.get('by') as 'strain' }));
    }),
    http.get(/\/api\/yields\.(csv|xlsx)/, ({ request }) => {
      const url = new URL(request.url);
      asked.push({ path: url.pathname, query: url.searchParams });
      return new HttpResponse('Strain\r\n', {
        headers: { 'content-disposition': 'attachment; filename="yields.csv"' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const table = () => screen.findByRole('table', { name: 'Yields table' }, { timeout: 10_000 });
const headers = (of: HTMLElement) =>
  within(of)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the yields page', { timeout: 30_000 }, () => {
  it("shows the table in the files' columns, weights in the reader's unit, a missing ratio as '—'", async () => {
    logInAs({ role: 'user' });
    const { user } = renderApp('/yields');
    const yields = await table();
    // YIELD_COLUMNS' order, with the headers of the CSV and Excel files (the server's test checks those).
    expect(headers(yields)).toHaveLength(YIELD_COLUMNS.length);
    expect(headers(yields)).toEqual([
      'Strain',
      'Harvests',
      'Runs',
      'Plants',
      'Wet (g)',
      'Dry (g)',
      'Flower (g)',
      'Trim (g)',
      'Waste (g)',
      'Dry g/plant',
      'Dry g/m²',
      'Dry g/kW',
      'Dry g/flower day',
      'Dry loss (%)',
    ]);
    const [lemon, northern] = within(yields).getAllByRole('row').slice(1);
    expect(cells(lemon!)).toEqual([
      'Lemon Haze',
      '2',
      '2',
      '45',
      '15,000',
      '3,700',
      '3,000',
      '550',
      '553.59',
      '82.22',
      '164.44',
      '1,233.33',
      '37.23',
      '75.3',
    ]);
    expect(cells(northern!).slice(10)).toEqual(['—', '—', '37.23', '—']);
    await waitFor(() =>
      expect(within(lemon!).getByRole('link', { name: 'Lemon Haze' })).toHaveAttribute(
        'href',
        '/strain/lemon-haze',
      ),
    );

    // The reader's own unit, saved to the account, changes every weight and its header.
    const choice = screen.getByRole('combobox', { name: 'Show weights in' });
    await waitFor(() => expect(choice).toHaveValue('Site default (g)'));
    await user.click(choice);
    await user.click(await screen.findByRole('option', { name: 'Kilograms (kg)' }));
    await waitFor(() => expect(saved).toEqual([{ weightUnit: 'kg' }]));
    await waitFor(() => expect(headers(yields)[5]).toBe('Dry (kg)'));
    expect(cells(within(yields).getAllByRole('row')[1]!).slice(4, 10)).toEqual([
      '15',
      '3.7',
      '3',
      '0.55',
      '0.554',
      '0.082',
    ]);
    expect(headers(yields)[9]).toBe('Dry kg/plant');
    // The bars say their values in the same unit.
    const bars = screen.getByRole('list', { name: 'Dry kg per plant of each strain' });
    expect(within(bars).getAllByRole('listitem')[0]).toHaveTextContent('Lemon Haze0.082 kg');
  });

  it("sorts on a header: ascending, descending, then the server's order", async () => {
    logInAs({ role: 'user' });
    rowsFor = () => [LEMON, aYieldRow({ key: 's2', label: 'Northern Lights', plants: 21, dryPerPlant: 90 })];
    const { user } = renderApp('/yields');
    const yields = await table();
    const names = () =>
      within(yields)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cells(row)[0]);
    const plants = within(yields).getByRole('button', { name: 'Plants' });
    await user.click(plants);
    expect(names()).toEqual(['Northern Lights', 'Lemon Haze']);
    expect(within(yields).getAllByRole('columnheader')[3]).toHaveAttribute('aria-sort', 'ascending');
    await user.click(plants);
    expect(names()).toEqual(['Lemon Haze', 'Northern Lights']);
    await user.click(within(yields).getByRole('button', { name: 'Dry g/plant' }));
    expect(names()).toEqual(['Lemon Haze', 'Northern Lights']);
  });

  it("asks for site days in the site's zone, and downloads CSV and Excel with the table's own query", async () => {
    logInAs({ role: 'user' });
    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => (files.push(blob), 'blob:yields')),
        revokeObjectURL: vi.fn(),
      }),
    );
    const { user } = renderApp('/yields?by=run&from=2026-03-01&to=2026-03-31');
    const yields = await table();
    expect(headers(yields)[0]).toBe('Run');
    // 1 March and the end of 31 March in Jerusalem (UTC+2 until 27 March, then +3).
    const tableQuery = asked.find((call) => call.query.get('by') === 'run' && !call.query.has('strainId'))!;
    expect(Object.fromEntries(tableQuery.query)).toEqual({
      by: 'run',
      from: '2026-02-28T22:00:00.000Z',
      to: '2026-03-31T21:00:00.000Z',
    });
    expect(within(yields).getByRole('link', { name: 'R-2026-002' })).toHaveAttribute('href', '/runs/r2');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(files).toHaveLength(2));
    const downloads = asked.filter((call) => call.path !== '/api/yields');
    expect(downloads.map((call) => call.path)).toEqual(['/api/yields.csv', '/api/yields.xlsx']);
    for (const file of downloads) expect(file.query.toString()).toBe(tableQuery.query.toString());
  });

  it("draws a strain's runs over time from by=run&strainId, the top strain's first", async () => {
    logInAs({ role: 'user' });
    const { user } = renderApp('/yields');
    await table();
    const runsTable = await screen.findByRole('table', { name: 'Runs of Lemon Haze' });
    expect(asked.some((call) => call.query.toString() === 'by=run&strainId=s1')).toBe(true);
    expect(
      screen.getByRole('img', { name: 'Dry g per plant of each run of Lemon Haze, by its last harvest' }),
    ).toBeInTheDocument();
    // By date, in the site's zone: 31 March 22:30 UTC is 1 April in Jerusalem.
    expect(
      within(runsTable)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cells(row).slice(0, 4)),
    ).toEqual([
      ['R-2026-001', '08/03/2026', '45', '100'],
      ['R-2026-002', '01/04/2026', '45', '60'],
    ]);

    await user.click(screen.getByRole('combobox', { name: 'Strain' }));
    await user.click(await screen.findByRole('option', { name: 'Northern Lights' }));
    await screen.findByRole('table', { name: 'Runs of Northern Lights' });
    expect(asked.at(-1)!.query.toString()).toBe('by=run&strainId=s2');
  });

  it('says when no harvest is closed in the period, and points to the runs', async () => {
    logInAs({ role: 'user' });
    rowsFor = () => [];
    renderApp('/yields');
    expect(
      await screen.findByText('No closed harvests in this period.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the runs' })).toHaveAttribute('href', '/runs');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why the table failed and reads it again on "Try again"', async () => {
    logInAs({ role: 'user' });
    let fail = true;
    server.use(
      http.get('*/api/yields', ({ request }) => {
        if (fail) return HttpResponse.json({ error: 'No', code: 'auth.forbidden' }, { status: 403 });
        const query = new URL(request.url).searchParams;
        return HttpResponse.json(someYields(rowsFor(query)));
      }),
    );
    const { user } = renderApp('/yields');
    expect(
      await screen.findByText('You are not allowed to do this.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('reads right to left in Hebrew, with the headers translated', async () => {
    logInAs({ role: 'user' });
    renderApp('/yields', { language: 'he' });
    const yields = await screen.findByRole('table', { name: 'טבלת היבולים' }, { timeout: 10_000 });
    expect(headers(yields).slice(0, 2)).toEqual(['זן', 'קטיפים']);
    expect(headers(yields)[5]).toBe('יבש (גרם)');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('יבולים');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
