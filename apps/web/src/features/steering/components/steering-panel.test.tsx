import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomDevice } from '@canopy/shared/schemas/rooms';
import type { Steering, SteeringDay } from '@canopy/shared/schemas/steering';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aSite } from '../../../testing/crop/feeding-factory';
import { aRoom } from '../../../testing/crop/room-factory';
import { SteeringPanel } from './steering-panel';

// jsdom has no canvas: each chart is a stand-in that keeps what it was given to draw.
const { charts } = vi.hoisted(() => ({ charts: [] as { title: string; y: (number | null)[] }[] }));
vi.mock('../../../components/devices/uplot-chart', () => ({
  UplotChart: ({ title, y }: { title: string; y: (number | null)[] }) => {
    charts.push({ title, y });
    return <div role="img" aria-label={title} />;
  },
}));

const DAY = 86_400_000;
const climate: RoomDevice = {
  _id: 'd1',
  name: 'Flower climate',
  type: 'climate',
  since: '2026-01-01T00:00:00.000Z',
  latest: null,
};
const room = aRoom({ _id: 'room-flower', name: 'Flower Room', devices: [climate] });

/** A day the sensors gave nothing for: no light change, no shot, no moisture or EC. */
const blankDay = (date: string, start: string): SteeringDay => ({
  date,
  start,
  end: new Date(Date.parse(start) + DAY).toISOString(),
  lightsOn: null,
  lightsOff: null,
  stage: null,
  shots: [],
  shotCount: 0,
  firstShotMin: null,
  lastShotMin: null,
  litresIn: null,
  litresOut: null,
  runoffPct: null,
  overnightDrybackPct: null,
  dayDrybackPct: null,
  ecStart: null,
  ecEnd: null,
  ecTrend: null,
  vpdInTargetPct: null,
});

/** 18 November in Jerusalem (UTC+2): lights 06:00-18:00, shots at 07:10 and 11:30. */
const fullDay: SteeringDay = {
  ...blankDay('2026-11-18', '2026-11-18T04:00:00.000Z'),
  lightsOn: '2026-11-18T04:00:00.000Z',
  lightsOff: '2026-11-18T16:00:00.000Z',
  stage: 'flower',
  shots: [
    { at: '2026-11-18T05:10:00.000Z', litres: 1.5 },
    { at: '2026-11-18T09:30:00.000Z', litres: 1.25 },
  ],
  shotCount: 2,
  firstShotMin: 70,
  lastShotMin: 330,
  litresIn: 2.75,
  litresOut: 0.55,
  runoffPct: 20,
  overnightDrybackPct: 12.5,
  dayDrybackPct: 4,
  ecStart: 2.1,
  ecEnd: 2.4,
  ecTrend: 0.3,
  vpdInTargetPct: 82,
};

const steering = (overrides: Partial<Steering> = {}): Steering => ({
  roomId: 'room-flower',
  from: Date.parse('2026-11-06T04:00:00.000Z'),
  to: Date.parse('2026-11-20T04:00:00.000Z'),
  source: 'meter',
  days: [fullDay, blankDay('2026-11-19', '2026-11-19T04:00:00.000Z')],
  ...overrides,
});

/** Answers the room's steering with `answer`, keeping each query's from and to. */
function serveSteering(answer: Steering = steering()) {
  const asked: { from: number; to: number }[] = [];
  server.use(
    http.get('*/api/site', () => HttpResponse.json(aSite())),
    http.get('*/api/rooms/room-flower/steering', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push({ from: Number(query.get('from')), to: Number(query.get('to')) });
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  charts.length = 0;
  logInAs({ role: 'user' });
});

describe('SteeringPanel', () => {
  it('asks for the last 14 days, and for 30 once 30 days are chosen', async () => {
    const asked = serveSteering();
    const { user } = renderPage(<SteeringPanel room={room} />);
    await screen.findByRole('table', { name: 'Crop steering by day' });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.to - asked[0]!.from).toBe(14 * DAY);
    expect(Math.abs(asked[0]!.to - Date.now())).toBeLessThan(60_000);
    await user.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.to - asked[1]!.from).toBe(30 * DAY);
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]!.to - asked[2]!.from).toBe(7 * DAY);
  });

  it('lists the days newest first in site time, and "—" for every figure the sensors did not give', async () => {
    serveSteering();
    renderPage(<SteeringPanel room={room} />);
    const table = await screen.findByRole('table', { name: 'Crop steering by day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Day',
      'Lights on / off',
      'Shots',
      'First shot',
      'Last shot',
      'Water in',
      'Runoff',
      'Overnight dryback',
      'Day dryback',
      'Substrate EC (mS/cm)',
      'VPD in target',
    ]);
    const [, newest, oldest] = within(table).getAllByRole('row');
    expect(cellsOf(newest!)).toEqual(['19/11/2026', '—', '0', '—', '—', '—', '—', '—', '—', '—', '—']);
    expect(cellsOf(oldest!)).toEqual([
      '18/11/2026',
      '06:00 / 18:00',
      '2',
      '+1 h 10 min after lights-on',
      '+5 h 30 min after lights-on',
      '2.75 L',
      '20%',
      '12.5%',
      '4%',
      '2.10 → 2.40 ↑ rising',
      '82% (Flower)',
    ]);
    expect(screen.getByText('Shots: from the water meter.')).toBeInTheDocument();
    // The charts run oldest first, a point a day.
    await screen.findByRole('img', { name: 'Overnight dryback (%)' });
    expect(charts.find((chart) => chart.title === 'Shots per day')?.y).toEqual([2, 0]);
    expect(charts.find((chart) => chart.title === 'Overnight dryback (%)')?.y).toEqual([12.5, null]);
  });

  it('says the shots come from soil moisture steps where the room has no meter', async () => {
    serveSteering(steering({ source: 'moisture' }));
    renderPage(<SteeringPanel room={room} />);
    expect(
      await screen.findByText('Shots: from soil moisture steps (no meter in this room).'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Crop steering by day' });
    expect(within(table).getByRole('columnheader', { name: 'Shots' })).toBeInTheDocument();
  });

  it('hides what only a meter or a soil sensor measures in a room with neither', async () => {
    serveSteering(steering({ source: 'none' }));
    renderPage(<SteeringPanel room={room} />);
    expect(await screen.findByText('No water meter or soil sensor in this room.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Crop steering by day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Lights on / off', 'VPD in target']);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("opens a day's shots: when each began and its litres", async () => {
    serveSteering();
    const { user } = renderPage(<SteeringPanel room={room} />);
    const toggle = await screen.findByRole('button', { name: 'Shots of 18/11/2026: 2' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Shots of 18/11/2026: 2' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const shots = screen.getByRole('table', { name: 'Shots of 18/11/2026: 2' });
    expect(toggle).toHaveAttribute('aria-controls', shots.id);
    expect(
      within(shots)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TimeWater', '07:101.5 L', '11:301.25 L']);
    // A day without shots has no button to open.
    expect(screen.queryByRole('button', { name: /Shots of 19\/11\/2026/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('table', { name: 'Shots of 18/11/2026: 2' })).not.toBeInTheDocument();
  });

  it('says so, and asks nothing, for a room without devices', async () => {
    const asked = serveSteering();
    renderPage(<SteeringPanel room={{ ...room, devices: [] }} />);
    expect(
      await screen.findByText(
        'This room has no devices: crop steering needs a climate controller, a soil sensor or a water meter here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("says a failed call in the reader's words", async () => {
    server.use(
      http.get('*/api/site', () => HttpResponse.json(aSite())),
      http.get('*/api/rooms/room-flower/steering', () =>
        HttpResponse.json({ error: 'Room not found', code: 'rooms.not_found' }, { status: 404 }),
      ),
    );
    renderPage(<SteeringPanel room={room} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This room no longer exists.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is a card a day on a phone, every figure named', async () => {
    serveSteering();
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...wide(query),
      matches: query === '(max-width: 599.98px)',
    })) as typeof window.matchMedia;
    try {
      renderPage(<SteeringPanel room={room} />);
      const list = await screen.findByRole('list', { name: 'Crop steering by day' });
      const [newest, oldest] = within(list).getAllByRole('listitem');
      expect(newest).toHaveTextContent('19/11/2026');
      const terms = within(oldest!)
        .getAllByRole('term')
        .map((dt) => dt.textContent);
      const values = within(oldest!)
        .getAllByRole('definition')
        .map((dd) => dd.textContent);
      expect(terms[2]).toBe('First shot');
      expect(values[2]).toBe('+1 h 10 min after lights-on');
      expect(terms).toHaveLength(10);
      expect(screen.queryByRole('table', { name: 'Crop steering by day' })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('reads right to left in Hebrew, the EC from its start on the right', async () => {
    serveSteering();
    renderPage(<SteeringPanel room={room} />, { language: 'he' });
    const table = await screen.findByRole('table', { name: 'היגוי גידול לפי יום' });
    const oldest = within(table).getAllByRole('row')[2]!;
    expect(cellsOf(oldest)).toContain('+1 ש׳ 10 דק׳ אחרי הדלקת האור');
    expect(cellsOf(oldest)).toContain('2.10 ← 2.40 ↑ עולה');
    expect(cellsOf(oldest)).toContain('82% (פריחה)');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
