import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ClimateSeriesPoint, SoilSeriesPoint } from '@canopy/shared/schemas/history';
import { plots } from '../../../testing/fake-uplot';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import {
  climateDevice,
  fakeDevicesApi,
  soilDevice,
  soilLatest,
} from '../../../testing/devices/fake-devices-api';

// jsdom has no canvas: the chart draws through a stand-in that records what it was given.
vi.mock('uplot', async () => ({ default: (await import('../../../testing/fake-uplot')).FakePlot }));

const HOUR = 3_600_000;
const CLIMATE = ['Tent_One', 'Tent_Two', 'Tent_Three', 'Tent_Four', 'Tent_Five'].map((name, i) =>
  climateDevice({ id: `c${i + 1}`, name, customName: name }),
);
const SOIL = [soilDevice({ deviceId: 's1', name: 'Bed_1' }), soilDevice({ deviceId: 's2', name: 'Bed_2' })];

const climatePoint = (ts: number, temperature: number): ClimateSeriesPoint => {
  const values = { temperature, humidity: 55, co2: 800, vpd: 1.2 };
  return { ts, ...values, light: 1, min: values, max: values };
};
const soilPoint = (ts: number, moisture: number): SoilSeriesPoint => ({
  ts,
  moisture_pct: moisture,
  temp_c: 21,
  ec_mscm: 1.5,
  ph: 6.2,
  n_mgkg: 30,
  p_mgkg: 20,
  k_mgkg: 40,
});

interface SeriesCall {
  kind: string;
  id: string;
  from: number;
  to: number;
  step: string | null;
}

/**
 * Serves the device lists and each device's series: two points, c1's and s1's an hour before the others'.
 * A `failing` device's series answers 400.
 */
function fakeCompareApi({ failing = [] as string[] } = {}) {
  fakeDevicesApi(CLIMATE);
  const calls: SeriesCall[] = [];
  const base = Math.floor(Date.now() / HOUR) * HOUR - 3 * HOUR;
  server.use(
    http.get('*/api/sensor-data/soil7in1/devices', () => HttpResponse.json(SOIL)),
    http.get('*/api/sensor-data/soil7in1/latest/:id', () => HttpResponse.json(soilLatest(null))),
    http.get('*/api/sensor-data/:kind/series/:id', ({ request, params }) => {
      const url = new URL(request.url);
      const id = String(params.id);
      const kind = String(params.kind);
      calls.push({
        kind,
        id,
        from: Number(url.searchParams.get('from')),
        to: Number(url.searchParams.get('to')),
        step: url.searchParams.get('step'),
      });
      if (failing.includes(id)) {
        return HttpResponse.json(
          { error: 'too many points', code: 'history.too_many_points' },
          { status: 400 },
        );
      }
      const shift = id === 'c1' || id === 's1' ? 0 : HOUR;
      const value = Number(id.slice(1)) * 10;
      return HttpResponse.json(
        kind === 'climate'
          ? [climatePoint(base + shift, value), climatePoint(base + shift + 2 * HOUR, value + 1)]
          : [soilPoint(base + shift, value), soilPoint(base + shift + 2 * HOUR, value + 1)],
      );
    }),
  );
  return calls;
}

const lastPlot = () => plots[plots.length - 1]!;
const devicesInput = () => screen.getByRole('combobox', { name: 'Devices' });

async function openCompare(path = '/devices/compare') {
  logInAs({ role: 'user' });
  const rendered = renderApp(path);
  // The first render loads the lazy route chunk, which takes a while in jsdom on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Compare devices' }, { timeout: 5000 });
  await waitFor(() => expect(devicesInput()).toBeEnabled());
  return rendered;
}

describe('/devices/compare', () => {
  it('is reached from the devices page, and starts with the choice to make', async () => {
    fakeCompareApi();
    logInAs({ role: 'user' });
    const { user, router } = renderApp('/devices');
    // The page's own link (the navigation has one of the same name).
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('link', { name: 'Compare devices' }, { timeout: 5000 }));
    // The compare page is a lazy route chunk of its own, loaded on this click.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compare devices' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/devices/compare');
    expect(await screen.findByText('Choose up to 4 devices to compare.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Climate controllers' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Value' })).toHaveValue('temperature');
    expect(screen.getByRole('radio', { name: '24h' })).toBeChecked();
    expect(plots).toHaveLength(0);
    // Two lazy route chunks are transformed on first use in this file: the waits above need room.
  }, 15_000);

  it('overlays two devices on one metric, asking for each series with the step of the range', async () => {
    const calls = fakeCompareApi();
    const { user, router } = await openCompare();
    await user.click(devicesInput());
    await user.click(await screen.findByRole('option', { name: 'Tent One' }));
    await user.click(screen.getByRole('option', { name: 'Tent Two' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value' }), 'VPD (kPa)');
    await user.click(screen.getByText('7d', { exact: true }));

    const chart = await screen.findByRole('img', { name: 'VPD (kPa): Tent One, Tent Two' });
    expect(chart).toBeInTheDocument();
    const weekly = calls.filter((call) => call.step === '15m');
    expect(weekly.map((call) => `${call.kind}/${call.id}`).sort()).toEqual(['climate/c1', 'climate/c2']);
    for (const call of weekly) expect(call.to - call.from).toBe(7 * 24 * HOUR);

    // One line per device on the merged times: c1 at 0 h and 2 h, c2 at 1 h and 3 h.
    const plot = lastPlot();
    expect(plot.options.title).toBe('VPD (kPa)');
    expect(plot.options.series.map((s) => s.label)).toEqual(['Time', 'Tent One', 'Tent Two']);
    expect(new Set(plot.options.series.slice(1).map((s) => s.stroke)).size).toBe(2);
    const [x, first, second] = plot.data as number[][];
    expect(x).toHaveLength(4);
    expect(first).toEqual([1.2, null, 1.2, null]);
    expect(second).toEqual([null, 1.2, null, 1.2]);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Tent One' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    const search = router.state.location.search as Record<string, unknown>;
    expect(search).toMatchObject({ ids: 'c1,c2', metric: 'vpd', range: '7d' });
  });

  it('takes no fifth device', async () => {
    fakeCompareApi();
    const { user, router } = await openCompare();
    await user.click(devicesInput());
    for (const name of ['Tent One', 'Tent Two', 'Tent Three', 'Tent Four']) {
      await user.click(await screen.findByRole('option', { name }));
    }
    expect(screen.getByText('4 devices chosen: remove one to add another.')).toBeInTheDocument();
    const fifth = screen.getByRole('option', { name: 'Tent Five' });
    expect(fifth).toHaveAttribute('aria-disabled', 'true');
    await user.click(fifth);
    expect((router.state.location.search as { ids?: string }).ids).toBe('c1,c2,c3,c4');
    const chart = await screen.findByRole('img', {
      name: 'Temperature (°C): Tent One, Tent Two, Tent Three, Tent Four',
    });
    expect(chart).toBeInTheDocument();
    expect(lastPlot().options.series).toHaveLength(5);
  });

  it('switches to soil sensors: the devices are cleared and the metrics are the seven soil values', async () => {
    const calls = fakeCompareApi();
    const { user, router } = await openCompare('/devices/compare?ids=c1,c2&metric=co2');
    expect(await screen.findByRole('img', { name: 'CO2 (ppm): Tent One, Tent Two' })).toBeInTheDocument();

    await user.click(screen.getByText('Soil sensors'));
    expect(await screen.findByText('Choose up to 4 devices to compare.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Soil sensors' })).toBeChecked();
    const metric = screen.getByRole('combobox', { name: 'Value' });
    expect(
      within(metric)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Moisture (%)',
      'Temperature (°C)',
      'EC (mS/cm)',
      'pH',
      'Nitrogen (N) (mg/kg)',
      'Phosphorus (P) (mg/kg)',
      'Potassium (K) (mg/kg)',
    ]);
    expect(router.state.location.search).toMatchObject({ metric: 'moisture_pct' });
    expect((router.state.location.search as { ids?: string }).ids).toBeUndefined();

    await user.click(devicesInput());
    expect(screen.queryByRole('option', { name: 'Tent One' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Bed 1' }));
    await user.click(screen.getByRole('option', { name: 'Bed 2' }));
    await user.selectOptions(metric, 'pH');
    expect(await screen.findByRole('img', { name: 'pH: Bed 1, Bed 2' })).toBeInTheDocument();
    expect(calls.filter((call) => call.kind === 'soil7in1').map((call) => call.id)).toEqual(
      expect.arrayContaining(['s1', 's2']),
    );
  });

  it('restores a bookmarked comparison from the URL, custom range included', async () => {
    const calls = fakeCompareApi();
    const from = Date.UTC(2026, 0, 10, 10);
    const to = from + 10 * 24 * HOUR;
    await openCompare(`/devices/compare?ids=s2,s1&metric=ec_mscm&from=${from}&to=${to}`);
    expect(await screen.findByRole('img', { name: 'EC (mS/cm): Bed 2, Bed 1' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Soil sensors' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Value' })).toHaveValue('ec_mscm');
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
    // 12:00 in Jerusalem is 10:00 UTC in January.
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-10T12:00');
    expect(screen.getByLabelText('To')).toHaveValue('2026-01-20T12:00');
    // Ten days: one point an hour.
    expect(screen.getByText('One point per hour: the average of its readings.')).toBeInTheDocument();
    expect(calls.map((call) => [call.id, call.from, call.to, call.step])).toEqual(
      expect.arrayContaining([
        ['s2', from, to, '1h'],
        ['s1', from, to, '1h'],
      ]),
    );
    expect(lastPlot().options.series.map((s) => s.label)).toEqual(['Time', 'Bed 2', 'Bed 1']);
  });

  it('keeps a custom range in the URL once it is valid', async () => {
    fakeCompareApi();
    const { user, router } = await openCompare('/devices/compare?ids=c1');
    const search = () => router.state.location.search as { from?: number; to?: number; range?: string };
    await user.click(screen.getByText('Custom', { exact: true }));
    // Custom starts on the last 24 hours, to the minute.
    await waitFor(() => expect(search().to! - search().from!).toBe(24 * HOUR));
    const written = search();

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-01T00:00' } });
    expect(await screen.findByText('The start must be before the end.')).toBeInTheDocument();
    expect(search()).toMatchObject({ from: written.from, to: written.to });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2019-12-31T00:00' } });
    // Midnight in Jerusalem is 22:00 UTC the day before in winter.
    await waitFor(() =>
      expect(search()).toMatchObject({ from: Date.UTC(2019, 11, 30, 22), to: Date.UTC(2019, 11, 31, 22) }),
    );
    expect(await screen.findByRole('img', { name: 'Temperature (°C): Tent One' })).toBeInTheDocument();

    await user.click(screen.getByText('30d', { exact: true }));
    await waitFor(() => expect(search().range).toBe('30d'));
    expect(search().from).toBeUndefined();
    expect(search().to).toBeUndefined();
  });

  it('falls back to defaults on nonsense params, without crashing', async () => {
    fakeCompareApi();
    await openCompare('/devices/compare?ids=zz,c3,c3&metric=wind&range=99y&from=later');
    expect(await screen.findByRole('img', { name: 'Temperature (°C): Tent Three' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '24h' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Climate controllers' })).toBeChecked();
  });

  it('shows the error of a failing series and still draws the others', async () => {
    fakeCompareApi({ failing: ['c2'] });
    await openCompare('/devices/compare?ids=c1,c2&metric=humidity');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This range has too many points for the chosen step.',
    );
    expect(screen.getByText('Not on the chart: Tent Two.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Humidity (%): Tent One' })).toBeInTheDocument();
    expect(lastPlot().options.series.map((s) => s.label)).toEqual(['Time', 'Tent One']);
  });
});
