import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTelegramClient } from '../../integrations/messaging/telegram.ts';
import { startFakeTelegram, type FakeTelegram } from '../../integrations/messaging/fake-telegram.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const BOT = '123456:TEST-token';
const CHAT = '4242';
const DEVICE = 'cccccccccccccccccccccccc';

describe.each(DIALECTS)('power alerts on %s', (dialect) => {
  let t: TestContext;
  let telegram: FakeTelegram;

  beforeEach(async () => {
    telegram = await startFakeTelegram(BOT);
    t = await createTestContext(dialect, {
      alerts: {
        chatId: CHAT,
        messenger: createTelegramClient({ botToken: BOT, apiUrl: telegram.url }),
        outboxEveryMs: 0,
        spacingMs: 100,
      },
    });
    await t.database.db
      .insertInto('devices')
      .values({
        id: DEVICE,
        kind: 'climate',
        name: 'Veg_Room',
        alerts_enabled: 1,
        last_ts: t.clock.now().getTime(),
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
  });
  afterEach(async () => {
    await t.close();
    await telegram.close();
  });

  const event = (name: string, data: string) =>
    t.app.services.alerts.onDeviceEvent({ deviceId: DEVICE, event: name, data });
  const stored = () => t.app.services.alerts.list(DEVICE);
  const runOutbox = () => t.app.services.outbox!.runOnce();

  it('raises one alert on power loss however many signals arrive, and one on recovery', async () => {
    await event('canopy/power', '{"state":"lost"}');
    await event('spark/status', 'offline');
    await event('spark/status', 'offline');
    expect((await stored()).map((a) => a.kind)).toEqual(['power_lost']);
    t.clock.advance(60_000);
    await event('spark/status', 'online');
    await event('canopy/power', '{"state":"restored"}');
    expect((await stored()).map((a) => a.kind)).toEqual(['power_restored', 'power_lost']);
  });

  it('delivers both through Telegram, about a second apart per chat (100 ms here)', async () => {
    await event('spark/status', 'offline');
    t.clock.advance(60_000);
    await event('canopy/climate', '{}');
    expect(await runOutbox()).toBe(2);
    expect(telegram.sent.map((m) => [m.chatId, m.text.split(':')[0]])).toEqual([
      [CHAT, 'Power failure'],
      [CHAT, 'Power restored'],
    ]);
    expect(telegram.sent[1]!.at - telegram.sent[0]!.at).toBeGreaterThanOrEqual(95);
    expect(await runOutbox()).toBe(0);
  });

  it('reports each alert as delivered once its Telegram message went out, not before', async () => {
    await event('spark/status', 'offline');
    t.clock.advance(60_000);
    await event('canopy/climate', '{}');
    expect((await stored()).map((a) => a.delivered)).toEqual([false, false]);
    expect(await runOutbox()).toBe(2);
    const member = await t.createUser('user');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/alerts?deviceId=${DEVICE}`,
      headers: member.auth,
    });
    expect(response.json()).toEqual([
      expect.objectContaining({ kind: 'power_restored', delivered: true }),
      expect.objectContaining({ kind: 'power_lost', delivered: true }),
    ]);
  });

  it('keeps a throttled message as not delivered', async () => {
    telegram.throttle(30);
    await event('spark/status', 'offline');
    expect(await runOutbox()).toBe(0);
    expect((await stored()).map((a) => a.delivered)).toEqual([false]);
  });

  it('waits out a 429 retry_after before sending again', async () => {
    telegram.throttle(30);
    await event('spark/status', 'offline');
    expect(await runOutbox()).toBe(0);
    t.clock.advance(29_000);
    expect(await runOutbox()).toBe(0);
    expect(telegram.sent).toHaveLength(0);
    t.clock.advance(1_000);
    expect(await runOutbox()).toBe(1);
    expect(telegram.sent).toHaveLength(1);
  });

  it('stores but does not send alerts for a device with alerts switched off', async () => {
    await t.database.db.updateTable('devices').set({ alerts_enabled: 0 }).execute();
    await event('spark/status', 'offline');
    expect(await stored()).toEqual([]);
    expect(await runOutbox()).toBe(0);
  });

  it('treats silence past the 15-minute window as a power failure', async () => {
    const lastReading = t.clock.now().toISOString();
    t.clock.advance(15 * 60_000);
    await t.app.services.alerts.checkSilence();
    expect(await stored()).toEqual([]);
    t.clock.advance(1);
    await t.app.services.alerts.checkSilence();
    await t.app.services.alerts.checkSilence();
    expect((await stored()).map((a) => a.kind)).toEqual(['power_lost']);
    // The message says when the device went quiet, not when the check noticed.
    expect((await stored())[0]!.message).toContain(`stopped reporting at ${lastReading}`);
  });

  it('lists stored alerts for logged-in users only', async () => {
    await event('spark/status', 'offline');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/alerts' });
    expect(anonymous.statusCode).toBe(401);
    const member = await t.createUser('user');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/alerts?deviceId=${DEVICE}`,
      headers: member.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        deviceId: DEVICE,
        kind: 'power_lost',
        message: expect.stringContaining('Veg_Room'),
      }),
    ]);
  });
});

describe.each(DIALECTS)('power alerts without Telegram on %s', (dialect) => {
  let t: TestContext;
  afterEach(() => t.close());

  it('stores alerts with delivered null: there is nothing to deliver', async () => {
    t = await createTestContext(dialect);
    await t.database.db
      .insertInto('devices')
      .values({
        id: DEVICE,
        kind: 'climate',
        name: 'Veg_Room',
        alerts_enabled: 1,
        last_ts: t.clock.now().getTime(),
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
    await t.app.services.alerts.onDeviceEvent({ deviceId: DEVICE, event: 'spark/status', data: 'offline' });
    const member = await t.createUser('user');
    const response = await t.app.inject({ method: 'GET', url: '/api/alerts', headers: member.auth });
    expect(response.json()).toEqual([expect.objectContaining({ kind: 'power_lost', delivered: null })]);
  });
});
