import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { climateListItem, fakeDevicesApi } from '../../../testing/devices/fake-devices-api';

const NO_READINGS = {
  temperature: null,
  humidity: null,
  co2: null,
  vpd: null,
  light: null,
  lightStatus: null,
};

describe('/devices/particle', () => {
  it('lists climate devices from their own call, readings nested', async () => {
    fakeDevicesApi([]);
    server.use(
      http.get('*/api/devices/particle', () =>
        HttpResponse.json([
          climateListItem({ id: 'p1', name: 'Veg_Room', ...NO_READINGS, co2: 640, temperature: 22.5 }),
          climateListItem({ id: 'p2', name: 'Clone_Tent', status: 'offline', ...NO_READINGS }),
        ]),
      ),
    );
    logInAs({ role: 'user' });
    const { user } = renderApp('/devices/particle');
    const card = await screen.findByRole('article', { name: 'Open Veg Room' });
    expect(within(card).getByText('640 ppm')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show offline (1)' }));
    expect(screen.getByRole('article', { name: 'Open Clone Tent' })).toBeInTheDocument();
  });
});
