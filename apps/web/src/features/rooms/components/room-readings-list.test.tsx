import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoomDevice } from '@canopy/shared/schemas/rooms';
import { renderPage } from '../../../testing/render-page';
import { RoomReadingsList } from './room-readings-list';

const device = (overrides: Partial<RoomDevice>): RoomDevice => ({
  _id: 'd1',
  name: 'Tent_A',
  type: 'climate',
  since: '2026-04-01T10:00:00.000Z',
  latest: null,
  ...overrides,
});

const devices: RoomDevice[] = [
  device({ latest: { temperature: 24.56, humidity: 61.2, vpd: 1.234, co2: 800 } }),
  device({
    _id: 's1',
    name: 'Bed_1',
    type: 'soil',
    latest: { moisture_pct: 41.4, temp_c: 21.26, ec_mscm: 1.456, ph: 6.12, in_medium: true },
  }),
  device({
    _id: 'w1',
    name: 'Line_1',
    type: 'water',
    latest: { in: { rate_lpm: 7.54, total_l: 1240 }, out: { rate_lpm: null, total_l: 240 } },
  }),
  // Not reported yet: no kind known, shown with the climate controllers.
  device({ _id: 'n1', name: 'New_one', type: 'unknown' }),
];

const table = (caption: string) => {
  const found = screen.getAllByRole('table').find((t) => t.querySelector('caption')?.textContent === caption);
  if (!found) throw new Error(`no table "${caption}"`);
  return found;
};
const cells = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('RoomReadingsList', () => {
  it('shows each kind of device with its own latest values, in a table of its own, linked to its page', async () => {
    renderPage(<RoomReadingsList devices={devices} />);
    expect(await screen.findByText('Latest readings')).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(3);
    expect(cells(table('Climate controllers'))).toEqual([
      ['Devices', 'Temperature', 'Humidity', 'VPD'],
      ['Tent A', '24.6 °C', '61 %', '1.23 kPa'],
      ['New one', '-', '-', '-'],
    ]);
    expect(cells(table('Soil sensors'))).toEqual([
      ['Devices', 'Moisture', 'Temperature', 'EC', 'pH'],
      ['Bed 1', '41 %', '21.3 °C', '1.46 mS/cm', '6.1'],
    ]);
    expect(cells(table('Water meters'))).toEqual([
      ['Devices', 'In rate', 'Out rate'],
      ['Line 1', '7.5 lpm', '-'],
    ]);
    expect(screen.getByRole('link', { name: 'Tent A' })).toHaveAttribute('href', '/device/d1');
    expect(screen.getByRole('link', { name: 'Bed 1' })).toHaveAttribute('href', '/devices/soil/s1');
    expect(screen.getByRole('link', { name: 'Line 1' })).toHaveAttribute('href', '/devices/water/w1');
  });

  it('leaves out the kinds the room has none of, and says so when it has no device', async () => {
    const { unmount } = renderPage(<RoomReadingsList devices={devices.slice(1, 2)} />);
    expect(await screen.findByRole('table')).toHaveTextContent('Soil sensors');
    unmount();
    renderPage(<RoomReadingsList devices={[]} />);
    expect(await screen.findByText('No devices in this room.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
