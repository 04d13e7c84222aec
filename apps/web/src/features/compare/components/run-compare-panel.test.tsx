import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type uPlot from 'uplot';
import { COMPARE_METRICS, type RunCompare } from '@canopy/shared/schemas/run-compare';
import type { Run } from '@canopy/shared/schemas/runs';
import { aFeed } from '../../../testing/crop/feeding-factory';
import { plots, resetPlots } from '../../../testing/fake-uplot';
import { aRun } from '../../../testing/crop/run-factory';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { RUN_LINES } from '../lib/run-lines';
import { aCompareRun, aMark, anOutcome, someRunCompare } from '../testing/compare-factory';

// jsdom has no canvas: the charts draw through a stand-in that records what each was given.
vi.mock('uplot', async () => ({ default: (await import('../../../testing/fake-uplot')).FakePlot }));

/** The runs the picker lists: two active, four finished and an abandoned one, started a month apart. */
const RUNS: Run[] = [
  aRun({
    _id: 'r1',
    code: 'R-2026-001',
    name: 'Spring lemons',
    state: 'harvested',
    startedAt: '2026-01-05T08:00:00.000Z',
  }),
  aRun({
    _id: 'r2',
    code: 'R-2026-002',
    name: 'Summer gelato',
    state: 'closed',
    startedAt: '2026-02-05T08:00:00.000Z',
  }),
  aRun({
    _id: 'r3',
    code: 'R-2026-003',
    name: 'Autumn haze',
    state: 'active',
    startedAt: '2026-03-05T08:00:00.000Z',
  }),
  aRun({
    _id: 'r4',
    code: 'R-2026-004',
    name: 'Winter kush',
    state: 'active',
    startedAt: '2026-04-05T08:00:00.000Z',
  }),
  aRun({
    _id: 'r5',
    code: 'R-2026-005',
    name: 'Mothers cut',
    state: 'harvested',
    startedAt: '2026-05-05T08:00:00.000Z',
  }),
  aRun({
    _id: 'r6',
    code: 'R-2026-006',
    name: 'Test bench',
    state: 'harvested',
    startedAt: '2026-06-05T08:00:00.000Z',
  }),
  aRun({
    _id: 'r7',
    code: 'R-2026-007',
    name: 'Dropped',
    state: 'abandoned',
    startedAt: '2026-07-05T08:00:00.000Z',
  }),
];

/** Every query GET /api/runs/compare was asked with, and what it answers. */
let asked: URLSearchParams[];
let answer: (query: URLSearchParams) => Response;

/** The comparison of the runs asked: their codes and names, 3 days of every metric asked. */
function compareOf(query: URLSearchParams): RunCompare {
  const ids = query.get('ids')!.split(',');
  const metrics = (query.get('metrics')?.split(',') ?? [...COMPARE_METRICS]) as RunCompare['metrics'];
  const compare = someRunCompare({ runs: ids.length, metrics });
  const runs = compare.runs.map((run, i) => {
    const listed = RUNS.find((r) => r._id === ids[i])!;
    return { ...run, id: listed._id, code: listed.code, name: listed.name };
  });
  return {
    ...compare,
    stage: query.get('stage') as RunCompare['stage'],
    step: query.get('step') as RunCompare['step'],
    runs,
    outcomes: runs.map((run) => anOutcome({ runId: run.id })),
  };
}

beforeEach(() => {
  resetPlots();
  asked = [];
  answer = (query) => HttpResponse.json(compareOf(query));
  server.use(
    http.get('*/api/runs', () => HttpResponse.json(RUNS)),
    http.get('*/api/runs/compare', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return answer(query);
    }),
    http.get('*/api/me/preferences', () =>
      HttpResponse.json({ weightUnit: 'kg', effectiveWeightUnit: 'kg' }),
    ),
    http.get('*/api/site', () =>
      HttpResponse.json({ error: 'Not here', code: 'test.no_site' }, { status: 404 }),
    ),
  );
});

const runsInput = () => screen.getByRole('combobox', { name: 'Runs' });

async function openCompare(path = '/runs/compare') {
  logInAs({ role: 'user' });
  const rendered = renderApp(path);
  // The page is a lazy route chunk, slow to transform the first time on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Compare runs' }, { timeout: 10_000 });
  await waitFor(() => expect(runsInput()).toBeEnabled());
  return rendered;
}

const search = (router: { state: { location: { search: unknown } } }) =>
  router.state.location.search as Record<string, unknown>;

describe('/runs/compare', { timeout: 30_000 }, () => {
  it('asks for nothing with fewer than two runs; the picker writes its choice into the address', async () => {
    const { user, router } = await openCompare();
    expect(screen.getByText('Choose at least 2 runs to compare them.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('flower');
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();

    await user.click(runsInput());
    // Active runs first, newest first in each state.
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options.slice(0, 3)).toEqual([
      'R-2026-004 · Winter kush',
      'R-2026-003 · Autumn haze',
      'R-2026-006 · Test bench',
    ]);
    await user.click(screen.getByRole('option', { name: 'R-2026-001 · Spring lemons' }));
    expect(search(router)).toEqual({ ids: 'r1' });
    expect(screen.getByText('Choose at least 2 runs to compare them.')).toBeInTheDocument();
    expect(asked).toHaveLength(0);

    await user.click(screen.getByRole('option', { name: 'R-2026-003 · Autumn haze' }));
    expect(search(router)).toEqual({ ids: 'r1,r3' });
    await screen.findByRole('img', { name: /^Temperature \(°C\) by day of Flower:/ });
    expect(asked.map((query) => Object.fromEntries(query))).toEqual([
      { ids: 'r1,r3', stage: 'flower', step: '1d' },
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Veg');
    await user.click(screen.getByText('6 hours'));
    await user.click(screen.getByRole('checkbox', { name: 'CO2 (ppm)' }));
    expect(search(router)).toEqual({
      ids: 'r1,r3',
      stage: 'veg',
      step: '6h',
      metrics: COMPARE_METRICS.filter((metric) => metric !== 'co2').join(','),
    });
    await waitFor(() => expect(asked.at(-1)?.get('metrics')).not.toBeNull());
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ stage: 'veg', step: '6h' });
    expect(screen.queryByRole('img', { name: /^CO2/ })).not.toBeInTheDocument();

    // Each choice was an entry of its own: Back returns to the one before.
    act(() => router.history.back());
    await waitFor(() => expect(search(router)).toEqual({ ids: 'r1,r3', stage: 'veg', step: '6h' }));
    expect(await screen.findByRole('checkbox', { name: 'CO2 (ppm)' })).toBeChecked();
  });

  it('takes 2 to 6 runs: a seventh cannot be picked, and one named in the address is not asked for', async () => {
    const { user, router } = await openCompare('/runs/compare?ids=r1,r2,r3,r4,r5,r6');
    expect(screen.getByText('6 runs chosen: remove one to add another.')).toBeInTheDocument();
    await user.click(runsInput());
    const seventh = screen.getByRole('option', { name: 'R-2026-007 · Dropped' });
    expect(seventh).toHaveAttribute('aria-disabled', 'true');
    await user.click(seventh);
    expect(search(router).ids).toBe('r1,r2,r3,r4,r5,r6');

    await act(() => router.navigate({ to: '/runs/compare', search: { ids: 'r7,r1,r2,r3,r4,r5,r6' } }));
    await waitFor(() => expect(asked.at(-1)?.get('ids')).toBe('r7,r1,r2,r3,r4,r5'));
    expect(asked.every((query) => query.get('ids')!.split(',').length === 6)).toBe(true);
  });

  it('draws 6 runs x 10 metrics: a chart per metric with a line per run, a key and the outcome table', async () => {
    await openCompare('/runs/compare?ids=r1,r2,r3,r4,r5,r6');
    await waitFor(() => expect(plots).toHaveLength(COMPARE_METRICS.length));
    for (const plot of plots) {
      expect(plot.options.series.map((s) => s.label)).toEqual([
        'Day of Flower',
        'R-2026-001',
        'R-2026-002',
        'R-2026-003',
        'R-2026-004',
        'R-2026-005',
        'R-2026-006',
      ]);
      expect(plot.data).toHaveLength(7);
    }
    expect(plots.map((plot) => plot.options.title)).toEqual([
      'Temperature (°C)',
      'Humidity (%)',
      'CO2 (ppm)',
      'VPD (kPa)',
      'Substrate moisture (%)',
      'Substrate EC (mS/cm)',
      'Substrate temperature (°C)',
      'Substrate pH',
      'Water in (L)',
      'Water out (L)',
    ]);
    const key = screen.getByRole('list', { name: 'Runs on the charts' });
    expect(within(key).getByRole('link', { name: 'R-2026-004 · Winter kush' })).toHaveAttribute(
      'href',
      '/runs/r4',
    );
    const table = screen.getByRole('table', { name: 'Outcome' });
    // The figures' column and one per run.
    expect(within(table.querySelector('thead')!).getAllByRole('columnheader')).toHaveLength(7);
  });

  it("writes the outcomes in the reader's unit and an unknown figure as '—'; the CSV link carries the query", async () => {
    answer = (query) => {
      const compare = compareOf(query);
      return HttpResponse.json({
        ...compare,
        outcomes: [
          anOutcome({ runId: 'r1' }),
          anOutcome({
            runId: 'r2',
            wetGrams: null,
            dryGrams: null,
            dryPerPlant: null,
            dryPerM2: null,
            shotsPerDay: null,
            actualDays: { propagation: 10, veg: 20, flower: null, dry: null, cure: null },
          }),
        ],
      });
    };
    await openCompare('/runs/compare?ids=r1,r2&step=1h&metrics=vpd,in_l');
    const table = await screen.findByRole('table', { name: 'Outcome' });
    // Grams until the reader's preferences arrive, then their kilograms.
    await within(table).findByRole('rowheader', { name: 'Dry (kg)' });
    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Dry (kg)')).toEqual(['3.7', '—']);
    expect(row('Dry kg/plant')).toEqual(['0.097', '—']);
    expect(row('Flower: days planned / actual')).toEqual(['63 / 60', '63 / —']);
    expect(row('Irrigation shots per day')).toEqual(['5.5', '—']);
    expect(row('Water in (L)')).toEqual(['1,234.5', '1,234.5']);
    expect(within(table).getByRole('columnheader', { name: 'In Flower' })).toBeInTheDocument();

    const csv = screen.getByRole('link', { name: 'Download CSV' });
    const href = new URL(csv.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/runs/compare.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      ids: 'r1,r2',
      stage: 'flower',
      step: '1h',
      metrics: 'vpd,in_l',
    });
    expect(Object.fromEntries(asked[0]!)).toEqual(Object.fromEntries(href.searchParams));
  });

  it("names a run that never reached the stage, and says a mark's words in the run's colour", async () => {
    answer = () =>
      HttpResponse.json({
        stage: 'flower',
        step: '1d',
        metrics: ['temperature'],
        runs: [
          aCompareRun({
            points: [{ day: 1, hour: 0, temperature: { avg: 24, min: 22, max: 26 } }],
            marks: [aMark({ day: 2, hour: 14.5, kind: 'harvest', count: 12, stage: null })],
          }),
          aCompareRun({
            id: 'r3',
            code: 'R-2026-003',
            name: 'Autumn haze',
            stageStartedAt: null,
            days: 0,
            marks: [],
          }),
        ],
        outcomes: [anOutcome(), anOutcome({ runId: 'r3' })],
      } satisfies RunCompare);
    await openCompare('/runs/compare?ids=r1,r3&metrics=temperature');
    expect(
      await screen.findByText(
        'R-2026-003 · Autumn haze never reached Flower: it has no days of it to compare.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(plots).toHaveLength(1));
    // The mark plugin hears the pointer over the harvest: its words show, and go once it leaves.
    const plugin = plots[0]!.options.plugins![0]!;
    const at = (left: number) =>
      ({
        cursor: { left },
        scales: { x: { min: 1, max: 3 } },
        valToPos: (x: number) => (x - 1) * 100,
      }) as unknown as uPlot;
    act(() => (plugin.hooks.setCursor as (self: uPlot) => void)(at(160.4)));
    const note = await screen.findByRole('status', { name: 'Mark on the chart' });
    expect(note).toHaveTextContent('R-2026-001HarvestDay 2, 14:30Harvested · Plants: 12');
    expect(note.querySelector('line')).toHaveAttribute('stroke', RUN_LINES[0]!.color);
    act(() => (plugin.hooks.setCursor as (self: uPlot) => void)(at(20)));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Mark on the chart' })).toBeNull());
  });

  it("words a feed mark from its run's row in the reader's language, as the run's own chart does", async () => {
    const at = Date.parse('2026-03-05T07:30:00.000Z');
    answer = () =>
      HttpResponse.json({
        stage: 'flower',
        step: '1d',
        metrics: ['humidity'],
        runs: [
          aCompareRun({
            points: [{ day: 1, hour: 0, humidity: { avg: 60, min: 58, max: 62 } }],
            marks: [
              aMark({ day: 5, hour: 9.5, ts: at, kind: 'feed', text: 'Feed 13 L, EC 1.85', stage: null }),
            ],
          }),
          aCompareRun({ id: 'r3', code: 'R-2026-003', name: 'Autumn haze', marks: [] }),
        ],
        outcomes: [],
      } satisfies RunCompare);
    server.use(
      http.get('*/api/runs/r1', () =>
        HttpResponse.json(
          aRun({
            feeds: [aFeed({ at: new Date(at).toISOString(), volume: 3.5, volumeUnit: 'gal', ecIn: 1.85 })],
          }),
        ),
      ),
    );
    logInAs({ role: 'user' });
    renderApp('/runs/compare?ids=r1,r3&metrics=humidity', { language: 'ru' });
    await waitFor(() => expect(plots).toHaveLength(1), { timeout: 10_000 });
    const plugin = plots[0]!.options.plugins![0]!;
    // Day 5 at 09:30 is x 5.396, 439.6 px on a plot of 100 px a day from day 1.
    const over = {
      cursor: { left: 439.6 },
      scales: { x: { min: 1, max: 6 } },
      valToPos: (x: number) => (x - 1) * 100,
    };
    act(() => (plugin.hooks.setCursor as (self: uPlot) => void)(over as unknown as uPlot));
    const note = await screen.findByRole('status', { name: 'Отметка на графике' });
    await waitFor(() => expect(note).toHaveTextContent('3,5 гал, EC 1,85'));
    expect(note).toHaveTextContent('День 5, 09:30');
  });

  it('says once that nothing was measured when no run has a bucket of the stage, and draws no chart', async () => {
    answer = () =>
      HttpResponse.json({
        stage: 'dry',
        step: '6h',
        metrics: [...COMPARE_METRICS],
        runs: [aCompareRun({ days: 10 }), aCompareRun({ id: 'r3', code: 'R-2026-003', name: 'Autumn haze' })],
        outcomes: [anOutcome(), anOutcome({ runId: 'r3' })],
      } satisfies RunCompare);
    await openCompare('/runs/compare?ids=r1,r3&stage=dry&step=6h');
    expect(
      await screen.findByText(
        'No device in these runs’ rooms measured anything during Dry: there is nothing to chart.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Outcome' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /by day of Dry/ })).toBeNull();
    expect(plots).toHaveLength(0);
  });

  it("shows the server's refusal in the reader's words: an unknown run, a query it does not take", async () => {
    answer = () => HttpResponse.json({ error: 'Run not found', code: 'runs.not_found' }, { status: 404 });
    const { router } = await openCompare('/runs/compare?ids=r1,gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('This run no longer exists.');

    answer = () =>
      HttpResponse.json(
        {
          error: 'Invalid query',
          code: 'validation.failed',
          details: [{ path: 'ids', message: 'a run is named twice' }],
        },
        { status: 400 },
      );
    await act(() => router.navigate({ to: '/runs/compare', search: { ids: 'r1,r2' } }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid.'));
    expect(plots).toHaveLength(0);
  });

  it('is reached from the runs page', async () => {
    logInAs({ role: 'user' });
    server.use(
      http.get('*/api/rooms', () => HttpResponse.json([])),
      http.get('*/api/strains', () => HttpResponse.json([])),
    );
    const { user, router } = renderApp('/runs');
    // The page's own link (the navigation has one of the same name).
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('link', { name: 'Compare runs' }, { timeout: 10_000 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compare runs' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/runs/compare');
  });
});
