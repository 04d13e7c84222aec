import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CreatedWebhook, Webhook, WebhookDeliveryPage } from '@canopy/shared/schemas/outgoing-webhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { insertReportingSoilSensor } from '../../testing/webhook-devices.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { createWebhookDeliveriesRepository } from './webhook-deliveries.repository.ts';
import { createWebhookOutbox, WEBHOOK_MAX_ATTEMPTS } from './webhook-outbox.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';

const TIMEOUT_MS = 300;
const HOUR = 3_600_000;

describe.each(DIALECTS)('webhook delivery on %s', (dialect) => {
  let t: TestContext;
  let admin: TestUser;
  let receiver: WebhookReceiver;
  let hook: CreatedWebhook;
  /** Hooks made so far, each listening to device events. */
  let hooks = 0;

  beforeEach(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestContext(dialect, {
      outgoingWebhookTimeoutMs: TIMEOUT_MS,
      publicUrl: 'https://canopy.example.test',
    });
    admin = await t.createUser('admin');
    hooks = 0;
    hook = await addHook(receiver.url);
  });
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  async function addHook(url: string): Promise<CreatedWebhook> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: admin.auth,
      payload: { url, events: ['device.offline', 'device.online'] },
    });
    expect(response.statusCode).toBe(201);
    hooks += 1;
    return response.json<CreatedWebhook>();
  }
  const drain = () => t.services.outgoingWebhooks.outbox.runOnce();
  const log = async (id = hook._id) =>
    (
      await t.app.inject({ url: `/api/admin/webhooks/${id}/deliveries`, headers: admin.auth })
    ).json<WebhookDeliveryPage>().items;

  /** A soil sensor that reported just now, then the cloud says it is gone: one `device.offline` each. */
  async function devicesGoOffline(...ids: string[]) {
    const { devices } = t.services.outgoingWebhooks;
    for (const id of ids) {
      await insertReportingSoilSensor(t, id, { name: `Bed ${id}`, updatedAt: t.clock.now().toISOString() });
    }
    await devices.check(ids);
    await t.database.db.updateTable('devices').set({ cloud_online: 0 }).where('id', 'in', ids).execute();
    expect(await devices.check(ids)).toBe(ids.length * hooks);
  }

  it('signs the exact body with the secret and names the event, the delivery and Canopy', async () => {
    await devicesGoOffline('s1');
    expect(await drain()).toBe(1);
    const [request] = receiver.received;
    const signature = String(request!.headers['x-canopy-signature']);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    const expected = createHmac('sha256', hook.secret).update(request!.raw).digest();
    expect(timingSafeEqual(Buffer.from(signature.slice('sha256='.length), 'hex'), expected)).toBe(true);
    // Another secret, or one changed byte, does not verify.
    const other = createHmac('sha256', `${hook.secret}x`).update(request!.raw).digest('hex');
    expect(signature).not.toBe(`sha256=${other}`);
    const tampered = Buffer.from(request!.raw);
    tampered.writeUInt8(tampered.readUInt8(0) ^ 1, 0);
    expect(signature).not.toBe(`sha256=${createHmac('sha256', hook.secret).update(tampered).digest('hex')}`);

    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['user-agent']).toMatch(/^Canopy/);
    expect(request!.headers['x-canopy-event']).toBe('device.offline');
    const payload = JSON.parse(request!.raw.toString('utf8')) as Record<string, unknown>;
    expect(payload).toEqual({
      id: request!.headers['x-canopy-delivery'],
      event: 'device.offline',
      occurredAt: t.clock.now().toISOString(),
      data: {
        device: {
          id: 's1',
          name: 'Bed s1',
          kind: 'soil',
          status: 'offline',
          lastSeenAt: t.clock.now().toISOString(),
        },
        url: 'https://canopy.example.test/devices/soil/s1',
      },
    });
    expect(await log()).toMatchObject([
      { _id: payload.id, status: 'delivered', attempts: 1, lastStatus: 200, lastError: null },
    ]);
  });

  it('retries after a 500 with backoff, the whole queue of the hook waiting with it, then delivers once', async () => {
    receiver.answer(500);
    await devicesGoOffline('s1', 's2');
    expect(await drain()).toBe(0);
    const failed = (await log()).find((delivery) => delivery.attempts === 1);
    expect(failed).toMatchObject({ status: 'pending', lastStatus: 500, lastError: 'HTTP 500' });
    expect(Date.parse(failed!.nextAttemptAt!) - t.clock.now().getTime()).toBe(30_000);
    // The other delivery waits as long: a failing receiver gets one attempt per backoff, not one per pass.
    for (const delivery of await log()) expect(delivery.nextAttemptAt).toBe(failed!.nextAttemptAt);
    await drain();
    t.clock.advance(29_000);
    await drain();
    expect(receiver.received).toHaveLength(1);
    t.clock.advance(1000);
    expect(await drain()).toBe(2);
    expect(receiver.received).toHaveLength(3);
    const [first, retried] = receiver.received;
    expect(retried!.raw.equals(first!.raw)).toBe(true);
    expect(retried!.headers['x-canopy-delivery']).toBe(first!.headers['x-canopy-delivery']);
    expect((await log()).map((d) => [d.status, d.attempts, d.lastStatus]).sort()).toEqual([
      ['delivered', 1, 200],
      ['delivered', 2, 200],
    ]);
    t.clock.advance(HOUR);
    await drain();
    expect(receiver.received).toHaveLength(3);
  });

  it('retries a receiver that does not answer in time or drops the connection', async () => {
    receiver.answer('hang', 'reset');
    await devicesGoOffline('s1');
    const started = Date.now();
    await drain();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    expect((await log())[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatus: null,
      lastError: 'No answer within 0.3 s',
    });
    t.clock.advance(30_000);
    await drain();
    const [dropped] = await log();
    expect(dropped).toMatchObject({ status: 'pending', attempts: 2, lastStatus: null });
    expect(dropped!.lastError).toMatch(/Connection failed|closed|socket/i);
    t.clock.advance(60_000);
    await drain();
    expect((await log())[0]).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 200 });
    expect(receiver.received).toHaveLength(3);
  });

  it(`gives up after ${WEBHOOK_MAX_ATTEMPTS} attempts`, async () => {
    receiver.answer(...Array<number>(WEBHOOK_MAX_ATTEMPTS + 1).fill(503));
    await devicesGoOffline('s1');
    for (let i = 0; i < WEBHOOK_MAX_ATTEMPTS + 2; i += 1) {
      await drain();
      t.clock.advance(HOUR);
    }
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect((await log())[0]).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_MAX_ATTEMPTS,
      lastStatus: 503,
    });
  });

  it('switches the hook off at 410 Gone and sends it nothing more', async () => {
    receiver.answer(410);
    await devicesGoOffline('s1', 's2');
    await drain();
    expect(receiver.received).toHaveLength(1);
    const hooks = (await t.app.inject({ url: '/api/admin/webhooks', headers: admin.auth })).json<Webhook[]>();
    expect(hooks[0]).toMatchObject({ enabled: false, disabledReason: 'gone' });
    expect((await log()).map((d) => [d.status, d.lastStatus]).sort()).toEqual([
      ['cancelled', null],
      ['failed', 410],
    ]);
    await devicesGoOfflineQuietly('s3');
    t.clock.advance(HOUR);
    await drain();
    expect(receiver.received).toHaveLength(1);
    expect(await log()).toHaveLength(2);

    // Switched on again by an admin: it hears the next events.
    const enabled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/webhooks/${hook._id}`,
      headers: admin.auth,
      payload: { url: receiver.url, events: ['device.offline'], enabled: true },
    });
    expect(enabled.json()).toMatchObject({ enabled: true, disabledReason: null });
    await devicesGoOffline('s4');
    await drain();
    expect(receiver.received).toHaveLength(2);
  });

  /** Like devicesGoOffline, for a hook that is off: nothing is queued. */
  async function devicesGoOfflineQuietly(id: string) {
    await insertReportingSoilSensor(t, id);
    await t.services.outgoingWebhooks.devices.check([id]);
    await t.database.db.updateTable('devices').set({ cloud_online: 0 }).where('id', '=', id).execute();
    expect(await t.services.outgoingWebhooks.devices.check([id])).toBe(0);
  }

  it('sends each delivery once when several drains run at the same time', async () => {
    receiver.delay(50);
    await devicesGoOffline('s1', 's2', 's3', 's4', 's5');
    // Two more drains over the same database, as a second run or a second instance would be.
    const others = [1, 2].map(() =>
      createWebhookOutbox({
        db: t.database.db,
        webhooks: createWebhooksRepository(t.database.db),
        deliveries: createWebhookDeliveriesRepository(t.database.db),
        clock: t.clock,
        log: t.app.log,
      }),
    );
    const counts = await Promise.all([drain(), ...others.map((outbox) => outbox.runOnce())]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(5);
    expect(receiver.received).toHaveLength(5);
    const ids = receiver.received.map((request) => request.headers['x-canopy-delivery']);
    expect(new Set(ids).size).toBe(5);
    expect(
      (await log()).every((delivery) => delivery.status === 'delivered' && delivery.attempts === 1),
    ).toBe(true);
  });

  it('keeps a hung receiver from holding up another hook', async () => {
    const slow = await startWebhookReceiver();
    try {
      slow.answer('hang');
      const slowHook = await addHook(slow.url);
      await devicesGoOffline('s1');
      await drain();
      expect(receiver.received).toHaveLength(1);
      expect((await log())[0]).toMatchObject({ status: 'delivered' });
      expect((await log(slowHook._id))[0]).toMatchObject({
        status: 'pending',
        lastError: 'No answer within 0.3 s',
      });
    } finally {
      await slow.close();
    }
  });
});
