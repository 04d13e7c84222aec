import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { powerWatchedDevice } from '../testing/alert-fixtures.ts';
import { startFakeTelegram, type FakeTelegram } from '../testing/fake-telegram.ts';
import { createTelegramClient } from '../integrations/messaging/telegram.ts';
import { ids, startTestCloud, type TestCloud } from '../testing/device-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../testing/test-app.ts';

/** The test cloud's client gives up on a device after 2 s; nothing may wait much longer than that. */
const DEVICE_DEADLINE_MS = 2000;

describe('the device cloud failing, as the API answers it', () => {
  let t: TestContext;
  let cloud: TestCloud;
  let admin: TestUser;
  beforeAll(async () => {
    cloud = await startTestCloud();
    t = await createTestContext('sqlite', { deviceCloud: cloud.cloud });
    admin = await t.createUser('admin');
    await t.app.inject({ method: 'POST', url: '/api/devices/refresh', headers: admin.auth });
  });
  afterAll(async () => {
    await t.close();
    await cloud.sim.close();
  });
  afterEach(() => {
    cloud.sim.faults.clear();
    cloud.sim.setMode(ids.veg, 'online');
  });

  async function toggleSocket() {
    const forwardedBefore = cloud.forwarded.length;
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/device/${ids.veg}/callFunction`,
      headers: admin.auth,
      payload: { functionName: 'toggleSocket', arg: '1,on' },
    });
    return {
      status: response.statusCode,
      code: response.json<{ code?: string }>().code,
      tookMs: Date.now() - started,
      // The refresh that follows a successful toggle reads the device; count the command itself.
      calls: cloud.forwarded.slice(forwardedBefore).filter((name) => name === 'toggleSocket').length,
    };
  }

  it.each([
    ['answering 500', () => cloud.sim.faults.inject(500), 502, 'devices.cloud_failed'],
    ['answering 429', () => cloud.sim.faults.inject(429), 429, 'devices.cloud_throttled'],
    ['refusing the token (401)', () => cloud.sim.faults.inject(401), 401, 'devices.cloud_unauthorized'],
    ['reporting the device offline', () => cloud.sim.setMode(ids.veg, 'offline'), 504, 'devices.offline'],
    [
      'never answering for the device',
      () => cloud.sim.setMode(ids.veg, 'unresponsive'),
      504,
      'devices.cloud_timeout',
    ],
  ] as const)(
    '%s: a clear error in time, and the command sent exactly once',
    async (_name, fault, status, code) => {
      fault();
      const outcome = await toggleSocket();
      expect(outcome).toMatchObject({ status, code, calls: 1 });
      expect(outcome.tookMs).toBeLessThan(DEVICE_DEADLINE_MS + 1500);
    },
  );

  it('recovers on the next call once the cloud is back', async () => {
    cloud.sim.faults.inject(500, 1);
    expect((await toggleSocket()).status).toBe(502);
    expect(await toggleSocket()).toMatchObject({ status: 200, calls: 1 });
  });
});

describe('the device cloud unreachable', () => {
  it('answers 502 devices.cloud_failed at once for a command and keeps serving stored reads', async () => {
    const cloud = await startTestCloud();
    const t = await createTestContext('sqlite', { deviceCloud: cloud.cloud });
    try {
      const admin = await t.createUser('admin');
      await t.app.inject({ method: 'POST', url: '/api/devices/refresh', headers: admin.auth });
      await cloud.sim.close();
      const started = Date.now();
      const command = await t.app.inject({
        method: 'POST',
        url: `/api/device/${ids.veg}/callFunction`,
        headers: admin.auth,
        payload: { functionName: 'toggleSocket', arg: '1,on' },
      });
      expect(command.statusCode).toBe(502);
      expect(command.json()).toMatchObject({ code: 'devices.cloud_failed' });
      expect(Date.now() - started).toBeLessThan(DEVICE_DEADLINE_MS + 1500);
      const list = await t.app.inject({ url: '/api/devices/active', headers: admin.auth });
      expect(list.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('Telegram failing', () => {
  const BOT = '123456:FAULT-token';
  let telegram: FakeTelegram;
  let t: TestContext;
  beforeAll(async () => {
    telegram = await startFakeTelegram(BOT);
    t = await createTestContext('sqlite', {
      notifications: {
        telegram: { bot: createTelegramClient({ botToken: BOT, apiUrl: telegram.url }), chatId: '77' },
        spacingMs: 0,
      },
    });
    await powerWatchedDevice(t, ids.veg);
  });
  afterAll(async () => {
    await t.close();
    await telegram.close();
  });

  it('answering 500 delays the alert, which is then delivered exactly once', async () => {
    telegram.fail(2);
    await t.services.alerts.onDeviceChanged({
      deviceId: ids.veg,
      event: 'spark/status',
      data: 'offline',
    });
    const outbox = t.services.notifications.outbox;
    await outbox.runOnce();
    expect(telegram.sent).toHaveLength(0);
    // The backoff holds the message back until its time comes; then one more failure, then delivery.
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(60_000);
      await outbox.runOnce();
    }
    expect(telegram.sent).toHaveLength(1);
    t.clock.advance(60 * 60_000);
    await outbox.runOnce();
    expect(telegram.sent).toHaveLength(1);
  });
});
