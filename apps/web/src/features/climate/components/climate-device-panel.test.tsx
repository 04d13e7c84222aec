import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { aFlowerBand } from '../testing/stage-band';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { climateDevice, fakeDevicesApi, historyPoint } from '../../../testing/devices/fake-devices-api';

const ID = 'c0ffee0000000000000000a1';

// jsdom has no canvas; the charts' presence is what this file checks, uPlot itself is not under test.
vi.mock('../../../components/devices/uplot-chart', () => ({
  UplotChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

describe('/device/{id}', () => {
  it('shows relays, config and readings, and flips the alerts switch at once', async () => {
    fakeDevicesApi([climateDevice()]);
    const patched: unknown[] = [];
    let release: () => void = () => {};
    server.use(
      http.get(`*/api/device/${ID}/config`, () =>
        HttpResponse.json({ rA: 1, rD: 0, rC: 1, rL: 1, rb: 13, dMin: 5, sMin: 1 }),
      ),
      http.patch(`*/api/device/${ID}/alerts`, async ({ request }) => {
        patched.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ alertsEnabled: false });
      }),
    );
    logInAs({ role: 'user' });
    const { user } = renderApp(`/device/${ID}`);

    // The first render loads the lazy route chunk, which takes a while in jsdom on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Grow Room A', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('13')).toBeInTheDocument();
    expect(screen.getByText('5 Minutes')).toBeInTheDocument();
    expect(screen.getByText('812 ppm')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to devices' })).toHaveAttribute('href', '/devices');

    const alerts = screen.getByRole('switch', { name: 'Messaging alerts on power failure' });
    expect(alerts).toBeChecked();
    await user.click(alerts);
    // Optimistic: unchecked while the call is still in flight.
    expect(alerts).not.toBeChecked();
    expect(patched).toEqual([{ alertsEnabled: false }]);
    release();
  });

  it('offers staff-only functions to an admin but not to a plain user', async () => {
    fakeDevicesApi([climateDevice()]);
    logInAs({ role: 'admin' });
    renderApp(`/device/${ID}`);
    expect(await screen.findByRole('option', { name: 'factoryReset' })).toBeInTheDocument();
  });

  it('draws the 24-hour charts only when history exists', async () => {
    fakeDevicesApi([climateDevice()]);
    logInAs({ role: 'user' });
    const first = renderApp(`/device/${ID}`);
    expect(await screen.findByText('812 ppm', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Temperature (°C)' })).not.toBeInTheDocument();
    first.unmount();

    server.use(
      http.get(`*/api/sensor-data/climate/history/${ID}`, () =>
        HttpResponse.json([historyPoint(Date.now(), { temperature: 24, lightStatus: 1 })]),
      ),
    );
    renderApp(`/device/${ID}`);
    expect(
      await screen.findByRole('img', { name: 'Temperature (°C)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Day/night light' })).toBeInTheDocument();
  });

  it("asks for the stage bands of the charts' range and says the charts shade them", async () => {
    fakeDevicesApi([climateDevice()]);
    const asked: { from: number; to: number }[] = [];
    server.use(
      http.get(`*/api/sensor-data/climate/history/${ID}`, () =>
        HttpResponse.json([historyPoint(Date.now(), { temperature: 24, lightStatus: 1 })]),
      ),
      http.get(`*/api/devices/${ID}/stage-bands`, ({ request }) => {
        const url = new URL(request.url);
        const [from, to] = [Number(url.searchParams.get('from')), Number(url.searchParams.get('to'))];
        asked.push({ from, to });
        return HttpResponse.json([aFlowerBand(from, to)]);
      }),
    );
    logInAs({ role: 'user' });
    renderApp(`/device/${ID}`);
    expect(
      await screen.findByText(/the stage of the plants in the device's room/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The 24 hours the charts show.
    expect(asked.at(-1)!.to - asked.at(-1)!.from).toBe(24 * 3_600_000);
  });
});
