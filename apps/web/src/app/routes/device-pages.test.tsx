import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { alert, page } from '../../features/alerts/testing/alert-factory';
import { climateDevice, fakeDevicesApi, historyPoint } from '../../testing/devices/fake-devices-api';
import { fakeWaterApi, WATER_ID } from '../../testing/devices/fake-water-api';
import { plots } from '../../testing/fake-uplot';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { logInAs } from '../../testing/tokens';

const ID = 'c0ffee0000000000000000a1';

// jsdom has no canvas: the charts draw through a stand-in that records the shading plugins it is given.
vi.mock('uplot', async () => ({ default: (await import('../../testing/fake-uplot')).FakePlot }));
const plugins = () => plots.map((plot) => plot.options.plugins ?? []);

/** Answers the device's alerts (one unresolved, one resolved), and nothing for the power table. */
function alertsOf(deviceId: string, deviceType: 'climate' | 'water') {
  server.use(
    http.get('*/api/alerts', ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('deviceId') !== deviceId || query.get('kind') === 'power')
        return HttpResponse.json(page([]));
      return HttpResponse.json(
        page([
          alert({ deviceId, deviceType, ruleName: 'Too hot here' }),
          alert({ _id: 'old', deviceId, deviceType, ruleName: 'Over long ago', state: 'resolved' }),
        ]),
      );
    }),
  );
}

describe('device pages list their unresolved alerts first', () => {
  it('on a climate page: once, above the readings, with the power table at the foot', async () => {
    fakeDevicesApi([climateDevice()]);
    alertsOf(ID, 'climate');
    logInAs({ role: 'user' });
    renderApp(`/device/${ID}`);
    // The device page is a lazy route chunk: on a busy machine it takes more than the default second.
    const regions = await screen.findAllByRole('region', { name: 'Unresolved alerts' }, { timeout: 5000 });
    expect(regions).toHaveLength(1);
    expect(await within(regions[0]!).findByText('Too hot here')).toBeInTheDocument();
    expect(within(regions[0]!).queryByText('Over long ago')).not.toBeInTheDocument();
    const latest = screen.getByRole('heading', { name: 'Latest readings' });
    expect(regions[0]!.compareDocumentPosition(latest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Power alerts' })).toHaveTextContent('No power alerts.');
  });

  it("shades the climate charts over the device's alerts, and says what the shading means", async () => {
    fakeDevicesApi([climateDevice()]);
    server.use(
      http.get(`*/api/sensor-data/climate/history/${ID}`, () =>
        HttpResponse.json([historyPoint(Date.now(), { temperature: 24, lightStatus: 1 })]),
      ),
      http.get('*/api/alerts', ({ request }) =>
        HttpResponse.json(
          page(
            new URL(request.url).searchParams.get('deviceId') === ID
              ? [alert({ openedAt: new Date(Date.now() - 3_600_000).toISOString() })]
              : [],
          ),
        ),
      ),
    );
    logInAs({ role: 'user' });
    renderApp(`/device/${ID}`);
    expect(
      await screen.findByText(
        'Shaded bands on the charts are alerts: orange a warning, red critical.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // Temperature, humidity and CO2 each shade their limits; the alert is about temperature, so only the
    // temperature chart (the first of five) shades it too. VPD and day/night have neither.
    // The legend comes with the alerts; the charts (a lazy chunk) may draw a moment later.
    await waitFor(
      () =>
        expect(
          plugins()
            .slice(-5)
            .map((given) => given.length),
        ).toEqual([2, 1, 1, 0, 0]),
      {
        timeout: 5000,
      },
    );
  });

  it('on a water meter page', async () => {
    fakeWaterApi();
    alertsOf(WATER_ID, 'water');
    logInAs({ role: 'user' });
    renderApp(`/devices/water/${WATER_ID}`);
    const region = await screen.findByRole('region', { name: 'Unresolved alerts' }, { timeout: 5000 });
    expect(await within(region).findByText('Too hot here')).toBeInTheDocument();
  });
});
