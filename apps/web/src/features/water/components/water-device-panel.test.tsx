import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import type { Role } from '@canopy/shared/roles';
import { fakeWaterApi, WATER_ID, waterPoint } from '../../../testing/devices/fake-water-api';

// The charts are lazily loaded: the first test to show them paid the transform of uPlot and the chart
// modules inside its 1 s findBy (a CI run under load timed out there). Loaded once before the tests.
beforeAll(() => import('./water-charts'), 60_000);

// jsdom has no canvas; uPlot is not under test here, only which charts the page draws.
vi.mock('./water-chart', () => ({
  WaterChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

// 21 November 2026, 12:00 UTC: winter time in Jerusalem (UTC+2).
const NOW = Date.UTC(2026, 10, 21, 12, 0);
const HOUR = 3_600_000;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** An /api/events stream the test feeds by hand; `open` is false again once the page closes it. */
function liveStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const state = {
    open: false,
    send: (event: object) =>
      controller?.enqueue(encoder.encode(`event: device\ndata: ${JSON.stringify(event)}\n\n`)),
  };
  server.use(
    http.get('*/api/events', ({ request }) => {
      request.signal.addEventListener('abort', () => (state.open = false));
      return new HttpResponse(
        new ReadableStream<Uint8Array>({
          start: (c) => {
            controller = c;
            state.open = true;
            c.enqueue(encoder.encode(':ok\n\n'));
          },
          cancel: () => void (state.open = false),
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    }),
  );
  return state;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function openPage(role: Role = 'user') {
  logInAs({ role });
  const result = renderApp(`/devices/water/${WATER_ID}`);
  return { ...result, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const lastSeries = (record: ReturnType<typeof fakeWaterApi>) => {
  const params = record.series.at(-1)!;
  return { from: Number(params.get('from')), to: Number(params.get('to')), step: params.get('step') };
};

/** The commands card: its statuses, apart from the other live regions of the page. */
const commands = () => within(screen.getByRole('region', { name: 'Commands' }));

describe('/devices/water/{deviceId}', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('shows name, id, status, firmware, latest values, summary and both charts', async () => {
    fakeWaterApi();
    openPage();
    // The file's first render loads the page's lazy chunks: give it the time a loaded machine needs.
    expect(
      await screen.findByRole('heading', { name: 'Main Line', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(WATER_ID)).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('1.4.2')).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Latest readings' });
    expect(await within(latest).findByText('5.12 lpm')).toBeInTheDocument();
    expect(within(latest).getByText('240.1 l')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary for the range' });
    expect(await within(summary).findByText('42.50 l')).toBeInTheDocument();
    expect(within(summary).getByText('0.50 lpm')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Flow rate (lpm)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Total (litres)' })).toBeInTheDocument();
  });

  it("says 'no data' for a meter without readings and shows the empty-chart text", async () => {
    fakeWaterApi({
      latest: { deviceId: WATER_ID, ts: null, in: null, out: { rate_lpm: null, total_l: 3 } },
      points: [],
    });
    openPage();
    const latest = await screen.findByRole('region', { name: 'Latest readings' });
    await waitFor(() => expect(within(latest).getAllByText('no data')).toHaveLength(3));
    expect(within(latest).getByText('3 l')).toBeInTheDocument();
    expect(await screen.findByText('No readings in this range.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Flow rate (lpm)' })).not.toBeInTheDocument();
  });

  it('asks for each range with its step: 24h 5m by default, 2h 1m, 7d 15m', async () => {
    const record = fakeWaterApi();
    const { user } = openPage();
    await waitFor(() => expect(record.series).toHaveLength(1));
    const day = lastSeries(record);
    expect(day.step).toBe('5m');
    expect(day.to - day.from).toBe(24 * HOUR);
    // Ends now: the fake clock also runs on in real time while the page loads.
    expect(day.to - NOW).toBeGreaterThanOrEqual(0);
    expect(day.to - NOW).toBeLessThan(10_000);
    expect(screen.getByText('Chart step: 5 minutes')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '2h' }));
    await waitFor(() => expect(lastSeries(record).step).toBe('1m'));
    const twoHours = lastSeries(record);
    expect(twoHours.to - twoHours.from).toBe(2 * HOUR);
    expect(screen.getByText('Chart step: 1 minute')).toBeInTheDocument();
    expect(Number(record.summary.at(-1)!.get('to')) - Number(record.summary.at(-1)!.get('from'))).toBe(
      2 * HOUR,
    );

    await user.click(screen.getByRole('radio', { name: '7d' }));
    await waitFor(() => expect(lastSeries(record).step).toBe('15m'));
    const week = lastSeries(record);
    expect(week.to - week.from).toBe(7 * 24 * HOUR);
    expect(screen.getByText('Chart step: 15 minutes')).toBeInTheDocument();
  });

  it('reads a custom range in Jerusalem time and picks the step by span / 300', async () => {
    const record = fakeWaterApi();
    const { user } = openPage();
    await user.click(await screen.findByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    // Prefilled with the last 24 hours in Jerusalem wall time.
    expect(from).toHaveValue('2026-11-20T14:00');
    expect(to).toHaveValue('2026-11-21T14:00');

    fireEvent.change(from, { target: { value: '2026-11-18T14:00' } });
    fireEvent.change(to, { target: { value: '2026-11-21T14:00' } });
    // 72 hours / 300 points = 14.4 minutes, so 15m.
    await waitFor(() => expect(lastSeries(record)).toEqual({ from: NOW - 72 * HOUR, to: NOW, step: '15m' }));
    expect(screen.getByText('Chart step: 15 minutes')).toBeInTheDocument();

    fireEvent.change(from, { target: { value: '2026-11-21T09:00' } });
    // 5 hours / 300 = 1 minute exactly.
    await waitFor(() => expect(lastSeries(record)).toEqual({ from: NOW - 5 * HOUR, to: NOW, step: '1m' }));
  });

  it('refuses a custom range whose start is not before its end, or with an empty picker', async () => {
    const record = fakeWaterApi();
    const { user } = openPage();
    await user.click(await screen.findByRole('radio', { name: 'Custom' }));
    await waitFor(() => expect(lastSeries(record).step).toBe('5m'));
    expect(await screen.findByText('42.50 l')).toBeInTheDocument();
    const asked = record.series.length;

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-22T10:00' } });
    expect(await screen.findByText('The start must be before the end.')).toBeInTheDocument();
    expect(screen.queryByText(/^Chart step/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Flow rate (lpm)' })).not.toBeInTheDocument();
    expect(screen.queryByText('42.50 l')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    expect(await screen.findByText('Choose both a start and an end date and time.')).toBeInTheDocument();
    await advance(1000);
    expect(record.series).toHaveLength(asked);
  });

  it('polls latest every 15 s and charts every 60 s', async () => {
    const record = fakeWaterApi();
    openPage();
    await waitFor(() => expect(record.latest).toBe(1));
    await waitFor(() => expect(record.series).toHaveLength(1));
    expect(record.summary).toHaveLength(1);

    await advance(15_000);
    expect(record.latest).toBe(2);
    expect(record.series).toHaveLength(1);
    await advance(45_000);
    expect(record.latest).toBe(5);
    expect(record.series).toHaveLength(2);
    expect(record.summary).toHaveLength(2);
    // The preset window slides with the clock (which also runs on in real time, hence no exact end).
    const [first, second] = record.series.map((params) => Number(params.get('to')));
    expect(second! - first!).toBeGreaterThanOrEqual(60_000);
    expect(lastSeries(record)).toMatchObject({ from: second! - 24 * HOUR, step: '5m' });
  });

  it('stops polling while the tab is hidden and resumes when it is back', async () => {
    const record = fakeWaterApi();
    openPage();
    await waitFor(() => expect(record.series).toHaveLength(1));
    setVisibility('hidden');
    await advance(120_000);
    expect(record.latest).toBe(1);
    expect(record.series).toHaveLength(1);

    setVisibility('visible');
    await advance(15_000);
    expect(record.latest).toBe(2);
  });

  it('stops polling when auto-refresh is switched off; Refresh still reloads everything', async () => {
    const record = fakeWaterApi();
    const { user } = openPage('admin');
    await waitFor(() => expect(record.config).toBe(1));
    const autoRefresh = screen.getByRole('switch', { name: 'Auto-refresh' });
    expect(autoRefresh).toBeChecked();
    await user.click(autoRefresh);
    await advance(120_000);
    expect(record.latest).toBe(1);
    expect(record.series).toHaveLength(1);
    expect(record.config).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(record.latest).toBe(2));
    await waitFor(() => expect(record.series).toHaveLength(2));
    expect(record.summary).toHaveLength(2);
    expect(record.config).toBe(2);
  });

  it('refetches the latest values as soon as the live stream reports this meter, not for another one', async () => {
    const record = fakeWaterApi();
    const stream = liveStream();
    openPage();
    const latest = await screen.findByRole('region', { name: 'Latest readings' });
    expect(await within(latest).findByText('5.12 lpm')).toBeInTheDocument();
    await waitFor(() => expect(stream.open).toBe(true));
    expect(record.latest).toBe(1);

    stream.send({ type: 'device', deviceId: 'someone000000000000000else', name: 'canopy/water', at: 1 });
    await advance(1_000);
    expect(record.latest).toBe(1);

    record.nextLatest = {
      deviceId: WATER_ID,
      ts: Date.now(),
      in: { rate_lpm: 7.5, total_l: 1240 },
      out: { rate_lpm: 1.02, total_l: 240.1 },
    };
    stream.send({ type: 'device', deviceId: WATER_ID, name: 'canopy/water', at: 2 });
    // Well before the 15 s poll.
    await advance(1_000);
    expect(record.latest).toBe(2);
    expect(await within(latest).findByText('7.5 lpm')).toBeInTheDocument();
    expect(record.series).toHaveLength(1);
  });

  it('does not listen to the live stream while auto-refresh is off', async () => {
    const record = fakeWaterApi();
    const stream = liveStream();
    const { user } = openPage();
    await waitFor(() => expect(stream.open).toBe(true));
    await user.click(await screen.findByRole('switch', { name: 'Auto-refresh' }));
    // The app's stream stays open (the header's bell listens too); this page just stops acting on it.
    stream.send({ type: 'device', deviceId: WATER_ID, name: 'canopy/water', at: 2 });
    await advance(1_000);
    expect(record.latest).toBe(1);
  });

  it('locks a command button for 1 s and hides its OK after 3 s', async () => {
    const record = fakeWaterApi();
    const { user } = openPage();
    const button = await screen.findByRole('button', { name: 'Get readings' });
    await user.click(button);
    expect(await commands().findByRole('status')).toHaveTextContent('OK');
    expect(record.calls).toEqual([{ functionName: 'getReadings', arg: '' }]);
    expect(button).toBeDisabled();
    await advance(1000);
    expect(button).toBeEnabled();
    await advance(2000);
    expect(commands().queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Push now' }));
    await user.click(screen.getByRole('button', { name: 'Get config' }));
    await waitFor(() => expect(commands().getAllByRole('status')).toHaveLength(2));
    expect(record.calls.slice(1)).toEqual([
      { functionName: 'pushNow', arg: '' },
      { functionName: 'getConfig', arg: '' },
    ]);
  });

  it('shows Error for a refused call and the authorization message for the cloud 401', async () => {
    let answer = () => HttpResponse.json({ return_value: 0, error: 'The device refused the argument' });
    fakeWaterApi({ answer: () => answer() });
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Push now' }));
    expect(await commands().findByRole('status')).toHaveTextContent(/^Error$/);

    await advance(3000);
    answer = () =>
      HttpResponse.json(
        {
          error: 'Authorization error. Check access_token and device ownership.',
          code: 'devices.cloud_unauthorized',
        },
        { status: 401 },
      );
    await user.click(screen.getByRole('button', { name: 'Push now' }));
    expect(await commands().findByRole('status')).toHaveTextContent(
      'Authorization error. Check access_token and device ownership.',
    );
  });

  it('asks before a soft reset: Cancel sends nothing, confirming sends softReset', async () => {
    const record = fakeWaterApi();
    const { user } = openPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Soft reset' }));
    let dialog = await screen.findByRole('dialog', { name: 'Soft reset the device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(record.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Soft reset' }));
    dialog = await screen.findByRole('dialog', { name: 'Soft reset the device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Soft reset' }));
    expect(await commands().findByRole('status')).toHaveTextContent('OK');
    expect(record.calls).toEqual([{ functionName: 'softReset', arg: '' }]);
  });

  it('hides the staff-only soft reset, Settings and Config from a plain user', async () => {
    const record = fakeWaterApi();
    openPage('user');
    expect(await screen.findByRole('button', { name: 'Get readings' })).toBeInTheDocument();
    await waitFor(() => expect(record.series).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Soft reset' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Config' })).not.toBeInTheDocument();
    expect(record.config).toBe(0);
  });

  it('gives staff the config as a list and sends settings as typed', async () => {
    const record = fakeWaterApi();
    const { user } = openPage('superuser');
    const config = await screen.findByRole('region', { name: 'Config' });
    expect(await within(config).findByText('5 min')).toBeInTheDocument();
    expect(within(config).getByText('450')).toBeInTheDocument();
    expect(within(config).getByText('460')).toBeInTheDocument();

    const settings = screen.getByRole('region', { name: 'Settings' });
    await user.type(within(settings).getByRole('textbox', { name: 'Server interval (minutes)' }), '0');
    await user.click(within(settings).getByRole('button', { name: 'Save: Server interval (minutes)' }));
    await user.type(within(settings).getByRole('textbox', { name: 'In meter: pulses per litre' }), '455.5');
    await user.click(within(settings).getByRole('button', { name: 'Save: In meter: pulses per litre' }));
    await waitFor(() => expect(record.calls).toHaveLength(2));
    // No client-side interval rule on the water page: the server judges the raw value.
    expect(record.calls).toEqual([
      { functionName: 'setServerInterval', arg: '0' },
      { functionName: 'calibrateIn', arg: '455.5' },
    ]);
  });

  it('renders in Hebrew, range labels and chart titles included', async () => {
    fakeWaterApi({ points: [waterPoint(NOW - 60_000)] });
    logInAs({ role: 'admin' });
    renderApp(`/devices/water/${WATER_ID}`, { language: 'he' });
    expect(await screen.findByRole('region', { name: 'קריאות אחרונות' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '7 ימים' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'ספיקה (ל׳/דקה)' })).toBeInTheDocument();
  });
});
