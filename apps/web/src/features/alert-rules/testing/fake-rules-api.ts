import { http, HttpResponse } from 'msw';
import type { AlertRule } from '@canopy/shared/schemas/alerts';
import { server } from '../../../testing/msw-server';

export const ROOM_A = 'c0ffee0000000000000000a1';

export function rule(overrides: Partial<AlertRule> = {}): AlertRule {
  return {
    _id: 'rule-1',
    name: 'No data',
    kind: 'stale',
    deviceType: 'climate',
    deviceId: null,
    metric: null,
    min: null,
    max: null,
    useDeviceThresholds: false,
    period: 'always',
    forMinutes: 20,
    clearMinutes: 2,
    severity: 'critical',
    repeatMinutes: 30,
    enabled: true,
    builtin: true,
    namePreset: null,
    createdAt: '2026-07-01T10:00:00.000Z',
    updatedAt: '2026-07-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The rules, device lists, preview and simulator calls, recording what the page sends. */
export function fakeRulesApi(rules: AlertRule[], { simulator = false } = {}) {
  const record = {
    saved: [] as { method: string; id?: string; body: unknown }[],
    deleted: [] as string[],
    previews: [] as unknown[],
    scenarios: [] as unknown[],
  };
  server.use(
    http.get('*/api/alert-rules', () => HttpResponse.json(rules)),
    http.post('*/api/alert-rules/preview', async ({ request }) => {
      record.previews.push(await request.json());
      return HttpResponse.json({
        devices: [
          { deviceId: ROOM_A, deviceName: 'Flower_Room_A', condition: 'breach', value: 27.4, limit: 26 },
          { deviceId: 'b', deviceName: 'Veg_Room', condition: 'clear', value: 24.1, limit: 26 },
        ],
      });
    }),
    http.post('*/api/alert-rules', async ({ request }) => {
      const body = (await request.json()) as Partial<AlertRule>;
      record.saved.push({ method: 'POST', body });
      return HttpResponse.json(rule({ ...body, _id: 'rule-new', builtin: false }), { status: 201 });
    }),
    http.put('*/api/alert-rules/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<AlertRule>;
      record.saved.push({ method: 'PUT', id: String(params.id), body });
      return HttpResponse.json(rule({ ...body, _id: String(params.id) }));
    }),
    http.delete('*/api/alert-rules/:id', ({ params }) => {
      record.deleted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/devices/particle', () =>
      HttpResponse.json([
        {
          id: ROOM_A,
          customName: 'Flower_Room_A',
          name: 'climate-1',
          status: 'online',
          lastUpdated: null,
          lastSeenAt: null,
          alertsEnabled: true,
          readings: { temperature: 27.4, humidity: 50, co2: 800, vpd: 1.2, light: null, lightStatus: 1 },
        },
      ]),
    ),
    http.get('*/api/sensor-data/soil7in1/devices', () => HttpResponse.json([])),
    http.get('*/api/water-in-out/devices', () => HttpResponse.json([])),
    http.get('*/api/simulator', () => HttpResponse.json({ running: simulator, scenarios: {} })),
    http.post('*/api/simulator/scenario', async ({ request }) => {
      const body = await request.json();
      record.scenarios.push(body);
      return HttpResponse.json(body);
    }),
  );
  return record;
}
