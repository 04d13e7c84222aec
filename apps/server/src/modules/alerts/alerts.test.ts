import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTelegramClient } from '../../integrations/messaging/telegram.ts';
import { powerWatchedDevice } from '../../testing/alert-fixtures.ts';
import { startFakeTelegram, type FakeTelegram } from '../../testing/fake-telegram.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const BOT = '123456:TEST-token';
const CHAT = '4242';
const DEVICE = 'cccccccccccccccccccccccc';

/** The power behaviour of Part I, now each climate device's `power` rule: one alert a failure, resolved when back. */
describe.each(DIALECTS)('power alerts on %s', (dialect) => {
  let t: TestContext;
  let telegram: FakeTelegram;

  beforeEach(async () => {
    telegram = await startFakeTelegram(BOT);
    t = await createTestContext(dialect, {
      notifications: {
        telegram: { bot: createTelegramClient({ botToken: BOT, apiUrl: telegram.url }), chatId: CHAT },
        spacingMs: 100,
      },
    });
    await powerWatchedDevice(t, DEVICE);
  });
  afterEach(async () => {
    await t.close();
    await telegram.close();
  });

  const event = async (name: string, data: string) => {
    await t.services.deviceSync.handleEvent({
      name,
      data,
      coreid: DEVICE,
      publishedAt: t.clock.now().toISOString(),
    });
    await t.services.telemetryWriter.flush();
    await t.services.evaluator.settled();
  };
  /** Power alerts of the device, newest first, with their state. */
  const stored = async () =>
    (await t.services.alerts.list({ deviceId: DEVICE, kind: 'power', limit: 50 })).items;
  const runOutbox = () => t.services.notifications.outbox.runOnce();

  it('opens one alert on power loss however many signals arrive, and resolves it on recovery', async () => {
    await event('canopy/power', '{"state":"lost"}');
    await event('spark/status', 'offline');
    await event('spark/status', 'offline');
    expect((await stored()).map((a) => [a.kind, a.state, a.severity])).toEqual([
      ['power', 'open', 'critical'],
    ]);
    t.clock.advance(60_000);
    await event('spark/status', 'online');
    await event('canopy/power', '{"state":"restored"}');
    expect((await stored()).map((a) => [a.state, a.resolution])).toEqual([['resolved', 'cleared']]);
  });

  it('treats a climate reading as power back', async () => {
    await event('spark/status', 'offline');
    t.clock.advance(60_000);
    await event('canopy/climate', '{"temperature":24}');
    expect((await stored()).map((a) => a.state)).toEqual(['resolved']);
  });

  it('delivers the failure and the recovery through Telegram, about a second apart per chat (100 ms here)', async () => {
    await event('spark/status', 'offline');
    t.clock.advance(60_000);
    await event('canopy/climate', '{}');
    expect(await runOutbox()).toBe(2);
    expect(telegram.sent.map((m) => m.chatId)).toEqual([CHAT, CHAT]);
    expect(telegram.sent[0]!.text).toContain('Veg Room');
    expect(telegram.sent[1]!.at - telegram.sent[0]!.at).toBeGreaterThanOrEqual(95);
    expect(await runOutbox()).toBe(0);
  });

  it('records each delivery as sent once its Telegram message went out, not before', async () => {
    await event('spark/status', 'offline');
    const before = (await stored())[0]!.notifications;
    expect(before.map((n) => [n.channel, n.to, n.kind, n.status])).toEqual([
      ['telegram', CHAT, 'opened', 'pending'],
    ]);
    expect(await runOutbox()).toBe(1);
    const member = await t.createUser('user');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/alerts?deviceId=${DEVICE}`,
      headers: member.auth,
    });
    expect(response.json().items[0].notifications).toEqual([
      expect.objectContaining({ channel: 'telegram', status: 'sent', kind: 'opened' }),
    ]);
  });

  it('waits out a 429 retry_after before sending again, and keeps the message pending meanwhile', async () => {
    telegram.throttle(30);
    await event('spark/status', 'offline');
    expect(await runOutbox()).toBe(0);
    expect((await stored())[0]!.notifications.map((n) => n.status)).toEqual(['pending']);
    t.clock.advance(29_000);
    expect(await runOutbox()).toBe(0);
    expect(telegram.sent).toHaveLength(0);
    t.clock.advance(1_000);
    expect(await runOutbox()).toBe(1);
    expect(telegram.sent).toHaveLength(1);
  });

  it('raises nothing for a device with alerts switched off (its power rule off)', async () => {
    const admin = await t.createUser('admin');
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/device/${DEVICE}/alerts`,
      headers: admin.auth,
      payload: { alertsEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    const rules = (
      await t.app.inject({ method: 'GET', url: '/api/alert-rules', headers: admin.auth })
    ).json();
    expect(rules).toContainEqual(
      expect.objectContaining({ kind: 'power', deviceId: DEVICE, enabled: false }),
    );
    await event('spark/status', 'offline');
    expect(await stored()).toEqual([]);
    expect(await runOutbox()).toBe(0);
  });

  it('switching alerts off resolves an open power alert; the toggle follows the rule both ways', async () => {
    const admin = await t.createUser('admin');
    await event('spark/status', 'offline');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/device/${DEVICE}/alerts`,
      headers: admin.auth,
      payload: { alertsEnabled: false },
    });
    expect((await stored()).map((a) => a.resolution)).toEqual(['rule_changed']);
    const rule = (await t.app.inject({ method: 'GET', url: '/api/alert-rules', headers: admin.auth }))
      .json<{ _id: string; kind: string; deviceId: string | null }[]>()
      .find((r) => r.kind === 'power' && r.deviceId === DEVICE)!;
    await t.app.inject({
      method: 'PUT',
      url: `/api/alert-rules/${rule._id}`,
      headers: admin.auth,
      payload: {
        name: 'Power',
        kind: 'power',
        deviceType: 'climate',
        deviceId: DEVICE,
        enabled: true,
        clearMinutes: 0,
      },
    });
    const device = await t.app.inject({ method: 'GET', url: `/api/devices/${DEVICE}`, headers: admin.auth });
    expect(device.json()).toMatchObject({ alertsEnabled: true });
  });

  it('treats silence past the 15-minute window as a power failure, dated from the last reading', async () => {
    const lastReading = t.clock.now().toISOString();
    t.clock.advance(15 * 60_000);
    await t.services.alerts.sweep();
    expect(await stored()).toEqual([]);
    t.clock.advance(1);
    await t.services.alerts.sweep();
    await t.services.alerts.sweep();
    const alerts = await stored();
    expect(alerts.map((a) => a.state)).toEqual(['open']);
    expect(alerts[0]!.openedAt).toBe(lastReading);
  });

  it('lists alerts for logged-in users only', async () => {
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
    expect(response.json()).toEqual({
      items: [
        expect.objectContaining({ deviceId: DEVICE, deviceName: 'Veg_Room', kind: 'power', state: 'open' }),
      ],
      nextCursor: null,
    });
  });
});

describe.each(DIALECTS)('power alerts without a messaging channel on %s', (dialect) => {
  let t: TestContext;
  afterEach(() => t.close());

  it('stores alerts with no deliveries: there is nobody to deliver to', async () => {
    t = await createTestContext(dialect);
    await powerWatchedDevice(t, DEVICE);
    await t.services.alerts.onDeviceChanged({ deviceId: DEVICE, event: 'spark/status', data: 'offline' });
    const member = await t.createUser('user');
    const response = await t.app.inject({ method: 'GET', url: '/api/alerts', headers: member.auth });
    expect(response.json().items).toEqual([expect.objectContaining({ kind: 'power', notifications: [] })]);
  });
});
