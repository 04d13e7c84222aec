import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import {
  climateDevice,
  fakeDevicesApi,
  soilDevice,
  soilLatest,
} from '../../../testing/devices/fake-devices-api';
import { waterDevice } from '../../../testing/devices/fake-water-api';

const offline = (id: string, name: string) =>
  climateDevice({
    id,
    name,
    customName: name,
    status: 'offline',
    temperature: null,
    humidity: null,
    co2: null,
    vpd: null,
  });

describe('/devices', () => {
  it('keeps offline devices collapsed when one is online', async () => {
    fakeDevicesApi([climateDevice(), offline('b2', 'Old_Tent')]);
    logInAs({ role: 'user' });
    const { user } = renderApp('/devices');

    // The first render loads the lazy route chunk, which takes a while in jsdom on a busy machine.
    expect(
      await screen.findByRole('article', { name: 'Open Grow Room A' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show offline (1)' });
    expect(screen.queryByRole('article', { name: 'Open Old Tent' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('article', { name: 'Open Old Tent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide offline' })).toBeInTheDocument();
  });

  it('opens the offline list by itself when no device is online', async () => {
    fakeDevicesApi([offline('b2', 'Old_Tent')]);
    logInAs({ role: 'user' });
    renderApp('/devices');
    expect(await screen.findByRole('article', { name: 'Open Old Tent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide offline' })).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('no data')).toBeInTheDocument();
  });

  it('says so when there are no devices', async () => {
    fakeDevicesApi([]);
    logInAs({ role: 'user' });
    renderApp('/devices');
    expect(await screen.findByText('No devices found')).toBeInTheDocument();
  });

  it('shows names with spaces and saves them with underscores', async () => {
    const api = fakeDevicesApi([climateDevice()]);
    logInAs({ role: 'user' });
    const { user, router } = renderApp('/devices');
    const card = await screen.findByRole('article', { name: 'Open Grow Room A' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    // The form's code loads on the first Edit.
    const input = await within(card).findByRole('textbox', { name: 'Device name' });
    expect(input).toHaveValue('Grow Room A');
    await user.clear(input);
    await user.type(input, ' Tent  Two ');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(api.renamed).toEqual([{ name: 'Tent_Two' }]);
    // None of those clicks inside the card opened the device page.
    expect(router.state.location.pathname).toBe('/devices');
  });

  it('opens the device page when the card itself is clicked', async () => {
    fakeDevicesApi([climateDevice()]);
    logInAs({ role: 'user' });
    const { user, router } = renderApp('/devices');
    const card = await screen.findByRole('article', { name: 'Open Grow Room A' });
    await user.click(within(card).getByText('812 ppm'));
    expect(router.state.location.pathname).toBe('/device/c0ffee0000000000000000a1');
  });

  it('opens a water device from its card', async () => {
    fakeDevicesApi([], [waterDevice({ deviceId: 'w1', name: 'Well', fwLast: '1.4.2', inRate_lpm: 5.12 })]);
    logInAs({ role: 'user' });
    const { user, router } = renderApp('/devices');
    const card = await screen.findByRole('article', { name: 'Open Well' });
    expect(within(card).getByText('5.12 lpm')).toBeInTheDocument();
    await user.click(card);
    expect(router.state.location.pathname).toBe('/devices/water/w1');
  });

  it('refreshes through the server, then reloads the lists', async () => {
    const api = fakeDevicesApi([climateDevice()]);
    logInAs({ role: 'user' });
    const { user } = renderApp('/devices');
    await screen.findByRole('article', { name: 'Open Grow Room A' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await expect.poll(() => api.refreshed).toBe(1);
  });

  it('filters by type and shows soil values to 2 decimals or -', async () => {
    fakeDevicesApi([climateDevice()], [waterDevice({ deviceId: 'w1', name: 'Well' })]);
    server.use(
      http.get('*/api/sensor-data/soil7in1/devices', () =>
        HttpResponse.json([soilDevice({ deviceId: 's1', name: 'Bed_1', status: 'online' })]),
      ),
      http.get('*/api/sensor-data/soil7in1/latest/s1', () =>
        HttpResponse.json(soilLatest({ moisture_pct: 41.256, ph: 6.2, in_medium: true })),
      ),
    );
    logInAs({ role: 'user' });
    const { user } = renderApp('/devices');
    const soil = await screen.findByRole('article', { name: 'Open Bed 1' });
    expect(await within(soil).findByText('41.26 %')).toBeInTheDocument();
    expect(within(soil).getByText('6.20')).toBeInTheDocument();
    expect(within(soil).getByText('In medium')).toBeInTheDocument();
    expect(within(soil).getAllByText('-')).toHaveLength(5);

    await user.click(screen.getByText('WaterInAndOut'));
    expect(screen.queryByRole('article', { name: 'Open Grow Room A' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Open Well' })).toBeInTheDocument();
    // The type filter's option, not the navigation's Climate group of the same name.
    await user.click(screen.getByRole('radio', { name: 'Climate' }));
    expect(screen.getByRole('article', { name: 'Open Grow Room A' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Bed 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Open Well' })).not.toBeInTheDocument();
  });

  it("shows a soil sensor's room and run day on its card, as a climate card does", async () => {
    fakeDevicesApi([climateDevice()]);
    const crop = {
      roomId: 'room-a',
      roomName: 'Flower Room A',
      run: { runId: 'r1', code: 'R-2026-014', stage: 'flower', dayOfStage: 23, plannedDays: 63 },
    };
    server.use(
      http.get('*/api/sensor-data/soil7in1/devices', () =>
        HttpResponse.json([{ ...soilDevice({ deviceId: 's1', name: 'Bed_1', status: 'online' }), crop }]),
      ),
      http.get('*/api/sensor-data/soil7in1/latest/s1', () =>
        HttpResponse.json(soilLatest({ in_medium: true })),
      ),
    );
    logInAs({ role: 'user' });
    renderApp('/devices');
    const soil = await screen.findByRole('article', { name: 'Open Bed 1' });
    expect(within(soil).getByRole('link', { name: 'Room Flower Room A' })).toHaveAttribute(
      'href',
      '/rooms/room-a',
    );
    expect(within(soil).getByRole('link', { name: 'Run R-2026-014 · Flower day 23 of 63' })).toHaveAttribute(
      'href',
      '/runs/r1',
    );
  });

  it('offers staff the firmware flash form once the device lists are in', async () => {
    fakeDevicesApi([climateDevice()]);
    // The climate list answers only when the test lets it: until then the form must wait below nothing.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/devices/active', async () => {
        await answered;
        return HttpResponse.json([climateDevice()]);
      }),
    );
    logInAs({ role: 'superuser' });
    renderApp('/devices');
    expect(
      await screen.findByRole('heading', { name: 'Devices', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Firmware update' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('article', { name: 'Open Grow Room A' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Firmware update' })).toBeInTheDocument();
  });

  it('never offers a plain user the firmware flash form', async () => {
    fakeDevicesApi([climateDevice()]);
    logInAs({ role: 'user' });
    renderApp('/devices');
    expect(await screen.findByRole('article', { name: 'Open Grow Room A' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Firmware update' })).not.toBeInTheDocument();
  });
});
