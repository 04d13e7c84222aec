import { http, HttpResponse } from 'msw';
import type { Automation, AutomationBody } from '@canopy/shared/schemas/automations';
import { aSite } from '../../../testing/crop/feeding-factory';
import { aRoom } from '../../../testing/crop/room-factory';
import { climateListItem } from '../../../testing/devices/fake-devices-api';
import { server } from '../../../testing/msw-server';

export const CONTROLLER = 'c0ffee0000000000000000a1';

export function automation(overrides: Partial<Automation> = {}): Automation {
  return {
    _id: 'auto-1',
    name: 'Cool Flower A',
    enabled: true,
    trigger: {
      type: 'metric',
      deviceId: CONTROLLER,
      metric: 'temperature',
      op: 'above',
      value: 29,
      forMinutes: 10,
      clear: 1,
    },
    conditions: [],
    actions: [{ type: 'command', deviceId: CONTROLLER, functionName: 'toggleSocket', arg: '2,on' }],
    cooldownMinutes: 5,
    summary: 'When Flower Room A is above 29 °C for 10 minutes, turn socket 2 on',
    createdBy: { _id: 'u-1', email: 'admin@example.com' },
    createdAt: '2026-07-01T10:00:00.000Z',
    updatedAt: '2026-07-01T10:00:00.000Z',
    lastRun: null,
    state: { status: 'idle', since: null },
    ...overrides,
  };
}

export interface FakeOptions {
  /** The answer to a save: a 400 with these details, or the saved automation. */
  refuse?: { path: string; message: string }[];
}

/** The automations API and the lists its form reads, recording what the page sends. */
export function fakeAutomationsApi(automations: Automation[] | 'error', options: FakeOptions = {}) {
  const record = {
    saved: [] as { method: string; body: AutomationBody }[],
    summaries: [] as AutomationBody[],
  };
  server.use(
    http.get('*/api/automations', () =>
      automations === 'error'
        ? HttpResponse.json({ error: 'Forbidden', code: 'auth.forbidden' }, { status: 403 })
        : HttpResponse.json(automations),
    ),
    http.post('*/api/automations/summary', async ({ request }) => {
      const body = (await request.json()) as AutomationBody;
      record.summaries.push(body);
      const trigger = body.trigger as { value?: number };
      return HttpResponse.json({
        summary: `When Flower Room A is above ${trigger.value} °C, turn socket 2 on`,
      });
    }),
    http.post('*/api/automations', async ({ request }) => {
      const body = (await request.json()) as AutomationBody;
      record.saved.push({ method: 'POST', body });
      if (options.refuse) {
        return HttpResponse.json(
          { error: 'Validation failed', code: 'validation.failed', details: options.refuse },
          { status: 400 },
        );
      }
      return HttpResponse.json(automation({ ...(body as Partial<Automation>), _id: 'auto-new' }), {
        status: 201,
      });
    }),
    http.get('*/api/devices/particle', () =>
      HttpResponse.json([climateListItem({ id: CONTROLLER, name: 'Flower_Room_A', customName: '' })]),
    ),
    http.get('*/api/sensor-data/soil7in1/devices', () => HttpResponse.json([])),
    http.get('*/api/water-in-out/devices', () => HttpResponse.json([])),
    http.get('*/api/rooms', () => HttpResponse.json([aRoom()])),
    http.get('*/api/site', () => HttpResponse.json(aSite())),
    http.get('*/api/climate-profiles', () => HttpResponse.json([])),
    http.get('*/api/task-templates', () => HttpResponse.json([])),
    http.get('*/api/tasks/assignable', () => HttpResponse.json([])),
    http.get('*/api/admin/webhooks', () => HttpResponse.json([])),
  );
  return record;
}
