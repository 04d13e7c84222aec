import { WEBHOOK_HEADERS } from '@canopy/shared/outgoing-webhooks';
import { webhookPayloadSchema, type WebhookPayload } from '@canopy/shared/schemas/outgoing-webhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { signedInSuite } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';

const firing = {
  automationId: 'auto-1',
  name: 'Socket on when hot',
  at: '2026-03-02T10:05:00.000Z',
  trigger: { type: 'metric' as const, observed: 30.5, deviceId: 'a0a0a0a0a0a0a0a0a0a0a0a0' },
};

describe.each(DIALECTS)("an automation's webhook action on %s", (dialect) => {
  const { t, admin } = signedInSuite(
    dialect,
    { admin: 'admin' },
    { per: 'test', at: '2026-03-02T10:05:00.000Z', app: { publicUrl: 'https://canopy.example.test' } },
  );
  let receiver: WebhookReceiver;

  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(() => receiver.close());

  async function addHook(path: string, enabled = true): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: admin.auth,
      // It hears only alerts: the automation names it, so it gets `automation.fired` all the same.
      payload: { url: `${receiver.url}/${path}`, events: ['alert.opened'], enabled },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { _id: string })._id;
  }

  it('queues automation.fired to the named hook only, once per firing, and sends it signed', async () => {
    const named = await addHook('named');
    await addHook('other');
    const webhooks = t.services.outgoingWebhooks;
    await webhooks.deliverAutomation(named, firing);
    // The same firing handed over again (a retried action) is still one delivery.
    await webhooks.deliverAutomation(named, firing);
    expect(await webhooks.outbox.runOnce()).toBe(1);

    expect(receiver.received.map((r) => r.url)).toEqual(['/hook/named']);
    const [request] = receiver.received;
    expect(request!.headers[WEBHOOK_HEADERS.event.toLowerCase()]).toBe('automation.fired');
    const payload = JSON.parse(request!.raw.toString('utf8')) as WebhookPayload;
    expect(webhookPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({ event: 'automation.fired', occurredAt: '2026-03-02T10:05:00.000Z' });
    expect(payload.data).toEqual({
      automation: { id: 'auto-1', name: 'Socket on when hot' },
      trigger: firing.trigger,
      url: 'https://canopy.example.test/automations/auto-1',
    });

    // The deliveries log lists it under its event.
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/webhooks/${named}/deliveries`,
      headers: admin.auth,
    });
    expect(log.statusCode).toBe(200);
    expect((log.json() as { items: { event: string; status: string }[] }).items).toEqual([
      expect.objectContaining({ event: 'automation.fired', status: 'delivered' }),
    ]);
  });

  it('queues nothing to a hook switched off, and answers webhooks.not_found for a deleted one', async () => {
    const off = await addHook('off', false);
    await t.services.outgoingWebhooks.deliverAutomation(off, firing);
    const rows = await t.database.db.selectFrom('webhook_deliveries').selectAll().execute();
    expect(rows).toEqual([]);

    const error = await t.services.outgoingWebhooks
      .deliverAutomation('no-such-hook', firing)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('webhooks.not_found');
  });
});
