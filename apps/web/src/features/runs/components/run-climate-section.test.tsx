import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type uPlot from 'uplot';
import type { RunClimate, RunClimateMark } from '@canopy/shared/schemas/run-climate';
import { plots, resetPlots } from '../../../testing/fake-uplot';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aGroup, aRun } from '../../../testing/crop/run-factory';
import { RunClimateSection } from './run-climate-section';

// jsdom has no canvas: the chart draws through a stand-in that records its title, data and plugins.
vi.mock('uplot', async () => ({ default: (await import('../../../testing/fake-uplot')).FakePlot }));

const T0 = Date.parse('2026-11-01T08:00:00.000Z');
const HOUR = 3_600_000;
const none = { stage: null, roomName: null, count: null, reason: null };

const climate = (overrides: Partial<RunClimate> = {}): RunClimate => ({
  groupId: 'g1',
  from: T0,
  to: T0 + 4 * HOUR,
  step: '1h',
  points: [0, 1, 2, 3].map((i) => ({
    ts: T0 + i * HOUR,
    temperature: 24 + i,
    humidity: 60 - i,
    co2: 800,
    vpd: 1.1,
  })),
  bands: [
    { stage: 'veg', roomId: 'room-veg', roomName: 'Veg Room', from: T0, to: T0 + 2 * HOUR },
    { stage: 'flower', roomId: 'room-b', roomName: 'Flower Room B', from: T0 + 2 * HOUR, to: T0 + 4 * HOUR },
  ],
  marks: [
    { ...none, ts: T0, kind: 'stage', text: 'Veg · Veg Room', stage: 'veg', roomName: 'Veg Room' },
    { ...none, ts: T0 + 2 * HOUR, kind: 'stage', text: 'x', stage: 'flower', roomName: 'Flower Room B' },
    { ...none, ts: T0 + 3 * HOUR, kind: 'loss', text: '2 plants lost (pest)', count: 2, reason: 'pest' },
    { ...none, ts: T0 + 3 * HOUR + 1, kind: 'alert', text: 'Tent_1: Too hot (temperature 31 > 30)' },
  ],
  ...overrides,
});

/** Answers the run's climate, per group asked, and records what was asked. */
function serveClimate(byGroup: Record<string, RunClimate>) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/site', () =>
      HttpResponse.json({ error: 'Not here', code: 'test.no_site' }, { status: 404 }),
    ),
    http.get('*/api/runs/r1/climate', ({ request }) => {
      const groupId = new URL(request.url).searchParams.get('groupId');
      asked.push(groupId ?? '(default)');
      return HttpResponse.json(byGroup[groupId ?? 'g1']);
    }),
  );
  return asked;
}

/** A plugin's hook run on a chart 4 hours wide on 400 px, the pointer at `left` px. */
function hover(plugin: uPlot.Plugin, left: number) {
  const chart = {
    cursor: { left },
    scales: { x: { min: T0 / 1000, max: (T0 + 4 * HOUR) / 1000 } },
    valToPos: (seconds: number) => ((seconds - T0 / 1000) / (4 * 3600)) * 400,
  } as unknown as uPlot;
  act(() => (plugin.hooks.setCursor as (self: uPlot) => void)(chart));
}

/** Runs `plugin`'s draw on a stand-in chart of the four hours from T0, a pixel a second, painting on `ctx`. */
const drawFourHours = (plugin: uPlot.Plugin, ctx: object) =>
  (plugin.hooks.draw as (self: uPlot) => void)({
    ctx,
    root: document.createElement('div'),
    bbox: { top: 0, height: 100 },
    scales: { x: { min: T0 / 1000, max: (T0 + 4 * HOUR) / 1000 } },
    valToPos: (seconds: number) => seconds - T0 / 1000,
  } as unknown as uPlot);

const lastChart = () => {
  const { options, data } = plots.at(-1)!;
  return { title: options.title, data, plugins: options.plugins ?? [] };
};
const markPlugin = () => lastChart().plugins.find((plugin) => plugin.hooks.setCursor)!;

describe('RunClimateSection', () => {
  // Each test reads the charts it drew itself.
  beforeEach(() => {
    resetPlots();
  });

  it("draws the group's climate with its stages shaded and labelled, and says a mark's words on hover", async () => {
    logInAs({ role: 'user' });
    serveClimate({ g1: climate() });
    renderPage(<RunClimateSection run={aRun()} />);
    expect(await screen.findByRole('img', { name: 'Temperature (°C)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Room climate' })).toBeInTheDocument();
    // One group: no group picker.
    expect(screen.queryByRole('combobox', { name: 'Plant group' })).not.toBeInTheDocument();
    // The chart is drawn after its frame is on the page (a deferred effect): wait for it, not for the frame.
    await waitFor(() => expect(plots.length).toBeGreaterThan(0));
    expect(lastChart().data).toEqual([[0, 1, 2, 3].map((i) => (T0 + i * HOUR) / 1000), [24, 25, 26, 27]]);
    const painted: string[] = [];
    const shading = lastChart().plugins[0]!;
    const ctx = {
      save: () => undefined,
      restore: () => undefined,
      fillRect: () => undefined,
      measureText: () => ({ width: 1 }),
      fillText: (text: string) => painted.push(text),
    };
    drawFourHours(shading, ctx);
    expect(painted).toEqual(['Veg · Veg Room', 'Flower · Flower Room B']);

    // The loss at 3 h sits at 300 px: its words from the catalogs, not the server's English.
    hover(markPlugin(), 300);
    const note = await screen.findByRole('status', { name: 'Mark on the chart' });
    expect(note).toHaveTextContent('Loss');
    expect(note).toHaveTextContent('Lost: 2, Pests');
    hover(markPlugin(), 200);
    expect(screen.getByRole('status', { name: 'Mark on the chart' })).toHaveTextContent(
      'Flower · Flower Room B',
    );
    hover(markPlugin(), -10);
    expect(screen.queryByRole('status', { name: 'Mark on the chart' })).not.toBeInTheDocument();
  });

  it('keeps a tapped mark until it is closed', async () => {
    logInAs({ role: 'user' });
    serveClimate({ g1: climate() });
    const { user } = renderPage(<RunClimateSection run={aRun()} />);
    await screen.findByRole('img', { name: 'Temperature (°C)' });
    const over = document.createElement('div');
    const chart = {
      over,
      cursor: { left: 301 },
      scales: { x: { min: T0 / 1000, max: (T0 + 4 * HOUR) / 1000 } },
      valToPos: (seconds: number) => ((seconds - T0 / 1000) / (4 * 3600)) * 400,
    } as unknown as uPlot;
    (markPlugin().hooks.init as (self: uPlot) => void)(chart);
    act(() => over.click());
    // An alert's words are the server's: the device and the rule people named.
    const note = await screen.findByRole('status', { name: 'Mark on the chart' });
    expect(note).toHaveTextContent('Alert');
    expect(note).toHaveTextContent('Tent_1: Too hot (temperature 31 > 30)');
    hover(markPlugin(), -10);
    expect(screen.getByRole('status', { name: 'Mark on the chart' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status', { name: 'Mark on the chart' })).not.toBeInTheDocument();
  });

  it('switches the value shown, and the group when the run has several', async () => {
    logInAs({ role: 'user' });
    const run = aRun({
      groups: [aGroup(), aGroup({ _id: 'g2', plantCount: 20, roomName: 'Flower Room B' })],
    });
    const other = climate({
      groupId: 'g2',
      points: [{ ts: T0, temperature: 30, humidity: 50, co2: 900, vpd: 1.4 }],
    });
    const asked = serveClimate({ g1: climate(), g2: other });
    const { user } = renderPage(<RunClimateSection run={run} />);
    await screen.findByRole('img', { name: 'Temperature (°C)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value' }), 'humidity');
    expect(await screen.findByRole('img', { name: 'Humidity (%)' })).toBeInTheDocument();
    expect(lastChart().data[1]).toEqual([60, 59, 58, 57]);
    const picker = screen.getByRole('combobox', { name: 'Plant group' });
    expect(picker).toHaveValue('g1');
    await user.selectOptions(picker, 'g2');
    await waitFor(() => expect(lastChart().data[1]).toEqual([50]));
    expect(asked).toEqual(['(default)', 'g2']);
    expect(
      screen.getByRole('option', { name: 'Lemon Haze · Veg · Flower Room B · Plants: 20' }),
    ).toBeInTheDocument();
  });

  it('says so plainly when no climate controller was in the rooms', async () => {
    logInAs({ role: 'user' });
    serveClimate({ g1: climate({ points: [] }) });
    renderPage(<RunClimateSection run={aRun()} />);
    expect(
      await screen.findByText(
        "No climate controller in this group's rooms measured anything while the group was there: there is no room climate to show.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('reads in Hebrew, its band labels right to left', async () => {
    logInAs({ role: 'user' });
    serveClimate({ g1: climate() });
    renderPage(<RunClimateSection run={aRun()} />, { language: 'he' });
    expect(await screen.findByRole('region', { name: 'אקלים החדר' })).toBeInTheDocument();
    await screen.findByRole('img');
    await waitFor(() => expect(plots.length).toBeGreaterThan(0));
    const texts: { text: string; direction: string }[] = [];
    const ctx = {
      direction: '',
      save: () => undefined,
      restore: () => undefined,
      measureText: () => ({ width: 1 }),
      fillText(text: string) {
        texts.push({ text, direction: this.direction });
      },
    };
    drawFourHours(lastChart().plugins[0]!, ctx);
    expect(texts[0]).toEqual({ text: 'צמיחה · Veg Room', direction: 'rtl' });
    const mark: RunClimateMark = climate().marks[2]!;
    hover(markPlugin(), ((mark.ts - T0) / (4 * HOUR)) * 400);
    expect(await screen.findByRole('status', { name: 'סימון בגרף' })).toHaveTextContent('אבדו: 2');
  });

  it("says a group photo's mark by its note, or in the catalog's words without one", async () => {
    logInAs({ role: 'user' });
    const photo = (ts: number, text: string): RunClimateMark => ({ ...none, ts, kind: 'photo', text });
    serveClimate({ g1: climate({ marks: [photo(T0 + HOUR, ''), photo(T0 + 3 * HOUR, 'Tips yellow')] }) });
    renderPage(<RunClimateSection run={aRun()} />);
    await screen.findByRole('img', { name: 'Temperature (°C)' });
    hover(markPlugin(), 100);
    const shown = await screen.findByRole('status', { name: 'Mark on the chart' });
    expect(shown).toHaveTextContent('Photo');
    expect(shown).toHaveTextContent('Photo of the group');
    hover(markPlugin(), 300);
    expect(screen.getByRole('status', { name: 'Mark on the chart' })).toHaveTextContent('Tips yellow');
  });
});
