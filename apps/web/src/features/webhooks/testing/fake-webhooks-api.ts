import { http, HttpResponse } from 'msw';
import type { Webhook, WebhookDelivery } from '@canopy/shared/schemas/outgoing-webhooks';
import { server } from '../../../testing/msw-server';

export const SECRET = '5f0c2a9e8d7b6c5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a';

export function webhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    _id: 'hook-1',
    url: 'http://192.168.1.20:8123/api/webhook/canopy',
    events: ['alert.opened', 'alert.resolved'],
    enabled: true,
    disabledReason: null,
    createdAt: '2026-07-01T10:00:00.000Z',
    updatedAt: '2026-07-01T10:00:00.000Z',
    ...overrides,
  };
}

export function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    _id: 'delivery-1',
    webhookId: 'hook-1',
    event: 'alert.opened',
    status: 'delivered',
    attempts: 1,
    lastStatus: 200,
    lastError: null,
    createdAt: '2026-07-01T10:05:00.000Z',
    lastAttemptAt: '2026-07-01T10:05:00.000Z',
    nextAttemptAt: null,
    deliveredAt: '2026-07-01T10:05:00.000Z',
    attemptLog: [{ attempt: 1, at: '2026-07-01T10:05:00.000Z', status: 200, durationMs: 85, error: null }],
    ...overrides,
  };
}

/** The webhook calls, answering from an in-memory list and recording what the page sends. */
export function fakeWebhooksApi(hooks: Webhook[], deliveries: WebhookDelivery[] = []) {
  const record = {
    created: [] as unknown[],
    updated: [] as { id: string; body: unknown }[],
    deleted: [] as string[],
  };
  let list = [...hooks];
  server.use(
    http.get('*/api/admin/webhooks', () => HttpResponse.json(list)),
    http.post('*/api/admin/webhooks', async ({ request }) => {
      const body = (await request.json()) as Partial<Webhook>;
      record.created.push(body);
      const made = webhook({ ...body, _id: 'hook-new' });
      list = [...list, made];
      return HttpResponse.json({ ...made, secret: SECRET }, { status: 201 });
    }),
    http.put('*/api/admin/webhooks/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Webhook>;
      record.updated.push({ id: String(params.id), body });
      list = list.map((hook) => (hook._id === params.id ? { ...hook, ...body, disabledReason: null } : hook));
      return HttpResponse.json(list.find((hook) => hook._id === params.id));
    }),
    http.delete('*/api/admin/webhooks/:id', ({ params }) => {
      record.deleted.push(String(params.id));
      list = list.filter((hook) => hook._id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/admin/webhooks/:id/deliveries', ({ params }) =>
      HttpResponse.json({
        items: deliveries.filter((d) => d.webhookId === params.id),
        nextCursor: null,
      }),
    ),
  );
  return record;
}
