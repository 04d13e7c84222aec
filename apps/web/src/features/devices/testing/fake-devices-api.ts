import { http, HttpResponse } from 'msw';
import type { ClimateDevice, WaterDevice } from '../api/device-schemas';
import { server } from '../../../testing/msw-server';

export const NOW = Date.now();

export function climateDevice(overrides: Partial<ClimateDevice> = {}): ClimateDevice {
  return {
    id: 'c0ffee0000000000000000a1',
    name: 'Grow_Room_A',
    customName: 'Grow_Room_A',
    status: 'online',
    timestamp: NOW,
    lastSeenAt: NOW,
    lastUpdated: NOW,
    temperature: 24.6,
    humidity: 58.2,
    co2: 812,
    vpd: 1.28,
    light: 'Daylight',
    dayStatus: 'day',
    preset: 'veg',
    alertsEnabled: true,
    ...overrides,
  };
}

/** Serves the three device lists and records renames. */
export function fakeDevicesApi(climate: ClimateDevice[], water: WaterDevice[] = []) {
  const record = { renamed: [] as unknown[], refreshed: 0 };
  server.use(
    http.get('*/api/devices/active', () => HttpResponse.json(climate)),
    http.get('*/api/sensor-data/soil7in1/devices', () => HttpResponse.json([])),
    http.get('*/api/water-in-out/devices', () => HttpResponse.json(water)),
    http.post('*/api/devices/refresh', () => (record.refreshed++, HttpResponse.json({ ok: true }))),
    http.put('*/api/device/:id/name', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      record.renamed.push(body);
      return HttpResponse.json({ name: body.name });
    }),
    http.get('*/api/device/:id/config', () =>
      HttpResponse.json({ rA: 1, rD: 0, rC: 1, rL: 1, rb: 13, dMin: 5, sMin: 1 }),
    ),
    http.get('*/api/sensor-data/climate/history/:id', () => HttpResponse.json([])),
    // The history under the charts: no day and nothing noted, unless a test says otherwise.
    http.get('*/api/devices/:id/daily', () => HttpResponse.json([])),
    http.get('*/api/devices/:id/annotations', () => HttpResponse.json([])),
    http.get('*/api/device/:id/commands', () => HttpResponse.json([])),
    http.get('*/api/firmware/latest', () =>
      HttpResponse.json({ version: '20260101T000000', filename: 'climate.bin' }),
    ),
    http.get('*/api/devices/:id', ({ params }) =>
      HttpResponse.json(climate.find((d) => d.id === params.id) ?? climate[0]),
    ),
  );
  return record;
}
