import type { CreatedWebhook, WebhookDeliveryPage } from '@canopy/shared/schemas/outgoing-webhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countRows } from '../../testing/row-count.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { insertReportingSoilSensor } from '../../testing/webhook-devices.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';

const TIMEOUT_MS = 300;
const DAY = 24 * 3_600_000;

/** The delivery log lists every attempt of a delivery, as the webhook logs integrators know do. */
describe.each(DIALECTS)("a webhook delivery's attempts on %s", (dialect) => {
  let t: TestContext;
  let admin: TestUser;
  let receiver: WebhookReceiver;
  let hook: CreatedWebhook;

  beforeEach(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestContext(dialect, { outgoingWebhookTimeoutMs: TIMEOUT_MS });
    admin = await t.createUser('admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: admin.auth,
      payload: { url: receiver.url, events: ['device.offline'] },
    });
    hook = created.json<CreatedWebhook>();
  });
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  const drain = () => t.services.outgoingWebhooks.outbox.runOnce();
  const log = async (auth = admin.auth) =>
    (
      await t.app.inject({ url: `/api/admin/webhooks/${hook._id}/deliveries`, headers: auth })
    ).json<WebhookDeliveryPage>().items;

  /** A soil sensor that reported just now goes offline: one `device.offline` delivery is queued. */
  async function deviceGoesOffline(id = 's1') {
    const { devices } = t.services.outgoingWebhooks;
    const now = t.clock.now();
    await insertReportingSoilSensor(t, id, { updatedAt: now.toISOString() });
    await devices.check([id]);
    await t.database.db.updateTable('devices').set({ cloud_online: 0 }).where('id', '=', id).execute();
    expect(await devices.check([id])).toBe(1);
  }

  it('keeps every answer: no answer in time, a 500, then the 200 that delivered it', async () => {
    receiver.answer('hang', 500);
    await deviceGoesOffline();
    const firstAt = t.clock.now().toISOString();
    await drain();
    t.clock.advance(30_000);
    const secondAt = t.clock.now().toISOString();
    await drain();
    t.clock.advance(60_000);
    const thirdAt = t.clock.now().toISOString();
    // The receiver takes its time, so the duration is a measure and not a zero.
    receiver.delay(40);
    await drain();

    const [delivery] = await log();
    // The fields the log always had are kept: the last answer is still there.
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 200, lastError: null });
    expect(delivery!.attemptLog).toEqual([
      {
        attempt: 1,
        at: firstAt,
        status: null,
        durationMs: expect.any(Number),
        error: 'No answer within 0.3 s',
      },
      { attempt: 2, at: secondAt, status: 500, durationMs: expect.any(Number), error: 'HTTP 500' },
      { attempt: 3, at: thirdAt, status: 200, durationMs: expect.any(Number), error: null },
    ]);
    const [timedOut, failed, delivered] = delivery!.attemptLog;
    expect(timedOut!.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(failed!.durationMs).toBeLessThan(TIMEOUT_MS);
    expect(delivered!.durationMs).toBeGreaterThanOrEqual(35);
  });

  it('lists none for a delivery not tried yet', async () => {
    await deviceGoesOffline();
    expect((await log())[0]).toMatchObject({ status: 'pending', attempts: 0, attemptLog: [] });
  });

  it('forgets the attempts with the deliveries the log prunes, and with a deleted webhook', async () => {
    receiver.answer(500);
    await deviceGoesOffline('s1');
    await drain();
    t.clock.advance(30_000);
    await drain();
    expect(await countRows(t.database.db, 'webhook_delivery_attempts')).toBe(2);

    // Past the log's 30 days the finished delivery goes, its attempts with it; a newer one stays.
    t.clock.advance(31 * DAY);
    await deviceGoesOffline('s2');
    await t.services.outgoingWebhooks.runJob();
    // A month on, the admin logs in again.
    const auth = { authorization: `Bearer ${await t.login(admin.user.email, admin.password)}` };
    expect((await log(auth)).map((delivery) => [delivery.status, delivery.attemptLog.length])).toEqual([
      ['delivered', 1],
    ]);
    expect(await countRows(t.database.db, 'webhook_delivery_attempts')).toBe(1);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/webhooks/${hook._id}`,
      headers: auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await countRows(t.database.db, 'webhook_delivery_attempts')).toBe(0);
  });
});
