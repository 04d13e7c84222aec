import { DEVICE_EVENTS } from '@canopy/shared/device-contract';
import type { WebhookEvent } from '@canopy/shared/outgoing-webhooks';
import type { WebhookPayload } from '@canopy/shared/schemas/outgoing-webhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLIMATE_ID,
  createRule,
  MINUTE,
  storeClimate,
  unresolved,
  withoutDefaultRules,
  TOO_HOT,
} from '../../testing/alert-fixtures.ts';
import { createTestContext } from '../../testing/test-app.ts';
import { signedInSuite } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';

describe.each(DIALECTS)('webhook events on %s', (dialect) => {
  const { t, admin } = signedInSuite(
    dialect,
    { admin: 'admin' },
    { per: 'test', app: { publicUrl: 'https://canopy.example.test' } },
  );
  let receiver: WebhookReceiver;

  beforeEach(async () => {
    receiver = await startWebhookReceiver();
    await withoutDefaultRules(t);
  });
  afterEach(() => receiver.close());

  async function addHook(events: WebhookEvent[], enabled = true, url = receiver.url) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: admin.auth,
      payload: { url: `${url}?events=${events.join(',')}`, events, enabled },
    });
    expect(response.statusCode).toBe(201);
  }
  const drain = () => t.services.outgoingWebhooks.outbox.runOnce();
  const queued = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('webhook_deliveries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('announces an alert opened, acknowledged and resolved, once each, to the hooks that asked', async () => {
    await addHook(['alert.opened', 'alert.acknowledged', 'alert.resolved']);
    await addHook(['alert.opened']);
    await addHook(['alert.opened', 'alert.resolved'], false);
    await createRule(t, admin, {
      ...TOO_HOT,
      severity: 'critical',
      clearMinutes: 0,
      repeatMinutes: 5,
    });

    await storeClimate(t, { temperature: 31.5 });
    // Queued with the alert, before any delivery runs: one per enabled hook that asked.
    expect(await queued()).toBe(2);
    await storeClimate(t, { temperature: 33 });
    // Re-notifications of an open alert are for people, not for hooks.
    t.clock.advance(10 * MINUTE);
    await t.services.alerts.sweep();
    expect(await queued()).toBe(2);

    const [alert] = await unresolved(t);
    const ack = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/${alert!._id}/acknowledge`,
      headers: admin.auth,
      payload: { note: 'Door open' },
    });
    expect(ack.statusCode).toBe(200);
    t.clock.advance(MINUTE);
    await storeClimate(t, { temperature: 24 });
    expect(await unresolved(t)).toEqual([]);
    await drain();
    await drain();

    const payloads = receiver.received.map((request) => ({
      query: new URL(`http://x${request.url}`).searchParams.get('events'),
      payload: JSON.parse(request.raw.toString('utf8')) as WebhookPayload,
    }));
    const of = (events: string) => payloads.filter((p) => p.query === events).map((p) => p.payload);
    expect(of('alert.opened,alert.acknowledged,alert.resolved').map((p) => p.event)).toEqual([
      'alert.opened',
      'alert.acknowledged',
      'alert.resolved',
    ]);
    expect(of('alert.opened').map((p) => p.event)).toEqual(['alert.opened']);
    expect(of('alert.opened,alert.resolved')).toEqual([]);

    const [opened, acknowledged, resolved] = of('alert.opened,alert.acknowledged,alert.resolved');
    expect(opened!.data).toEqual({
      alert: expect.objectContaining({
        id: alert!._id,
        state: 'open',
        severity: 'critical',
        kind: 'threshold',
        metric: 'temperature',
        value: 31.5,
        limit: 26,
        acknowledgedBy: null,
      }),
      rule: { id: alert!.ruleId, name: 'Too hot' },
      device: { id: CLIMATE_ID, name: 'Flower_Room_A', kind: 'climate' },
      // A device in no room: the payload says so.
      room: null,
      run: null,
      url: `https://canopy.example.test/device/${CLIMATE_ID}`,
    });
    expect(acknowledged!.data).toMatchObject({
      alert: { state: 'acknowledged', acknowledgedBy: admin.user.email, ackNote: 'Door open', value: 33 },
    });
    expect(resolved!.data).toMatchObject({ alert: { state: 'resolved', resolution: 'cleared' } });
    expect(Date.parse(resolved!.occurredAt)).toBe(t.clock.now().getTime());

    // The same transition queued again (a retried transaction, another instance) is still one delivery.
    const row = await t.database.db.selectFrom('alerts').selectAll().executeTakeFirstOrThrow();
    const notifier = t.services.outgoingWebhooks.alongside({ enqueue: async () => {}, kick: () => {} });
    const before = await queued();
    await notifier.enqueue(t.database.db, row, 'resolved', t.clock.now().getTime());
    expect(await queued()).toBe(before);
  });

  it('announces a device going offline and back online once, however many checks race', async () => {
    await addHook(['device.offline', 'device.online']);
    const { devices } = t.services.outgoingWebhooks;
    await storeClimate(t);
    // A device seen for the first time is where changes start from, not news.
    expect(await devices.check()).toBe(0);

    // The cloud says it went offline: heard through the device event, at once.
    const cloudStatus = (status: 'online' | 'offline') =>
      t.services.deviceSync.handleEvent({
        name: DEVICE_EVENTS.cloudStatus,
        data: status,
        coreid: CLIMATE_ID,
        publishedAt: t.clock.now().toISOString(),
      });
    await cloudStatus('offline');
    await vi.waitFor(async () => expect(await queued()).toBe(1));
    expect(await Promise.all([devices.check(), devices.check(), devices.check()])).toEqual([0, 0, 0]);
    t.clock.advance(MINUTE);

    await cloudStatus('online');
    await vi.waitFor(async () => expect(await queued()).toBe(2));
    // Then it falls silent past the climate window (15 min): offline again, found by the job's pass.
    t.clock.advance(16 * MINUTE);
    const raced = await Promise.all([devices.check(), devices.check(), devices.check()]);
    expect(raced.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await queued()).toBe(3);
    // The job's pass sends what waits, in the order it happened.
    expect(await t.services.outgoingWebhooks.runJob()).toBe(3);
    const events = receiver.received.map(
      (request) => (JSON.parse(request.raw.toString('utf8')) as WebhookPayload).event,
    );
    expect(events).toEqual(['device.offline', 'device.online', 'device.offline']);
    const last = JSON.parse(receiver.received[2]!.raw.toString('utf8')) as WebhookPayload;
    expect(last.data).toEqual({
      device: {
        id: CLIMATE_ID,
        name: 'Flower_Room_A',
        kind: 'climate',
        status: 'offline',
        lastSeenAt: expect.any(String),
      },
      url: `https://canopy.example.test/device/${CLIMATE_ID}`,
    });
  });
});

describe.each(DIALECTS)('the webhook-outbox job on %s', (dialect) => {
  it('is registered, and sends an alert as soon as it opens', async () => {
    const receiver = await startWebhookReceiver();
    const t = await createTestContext(dialect, { jobs: { start: ['webhook-outbox'], retryMs: 50 } });
    try {
      expect(t.services.jobs.names()).toContain('webhook-outbox');
      const admin = await t.createUser('admin');
      await withoutDefaultRules(t);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/webhooks',
        headers: admin.auth,
        payload: { url: receiver.url, events: ['alert.opened'] },
      });
      expect(created.statusCode).toBe(201);
      await createRule(t, admin, TOO_HOT);
      await storeClimate(t, { temperature: 30 });
      await receiver.waitFor(1, 10_000);
      expect(receiver.received[0]!.headers['x-canopy-event']).toBe('alert.opened');
    } finally {
      await t.close();
      await receiver.close();
    }
  });
});
