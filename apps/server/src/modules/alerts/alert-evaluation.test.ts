import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../../testing/fake-telegram.ts';
import { createTelegramClient } from '../../integrations/messaging/telegram.ts';
import {
  CLIMATE_ID,
  createRule,
  MINUTE,
  setLatestClimate,
  storeClimate,
  storeSoil,
  storeWater,
  sweepAfter,
  unresolved,
  WATER_ID,
  withoutDefaultRules,
} from '../../testing/alert-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const BOT = '123456:EVAL-token';
const CHAT = '5151';

describe.each(DIALECTS)('alert rules in behaviour on %s', (dialect) => {
  let t: TestContext;
  let telegram: FakeTelegram;
  let admin: TestUser;

  beforeEach(async () => {
    telegram = await startFakeTelegram(BOT);
    t = await createTestContext(dialect, {
      notifications: {
        telegram: { bot: createTelegramClient({ botToken: BOT, apiUrl: telegram.url }), chatId: CHAT },
      },
    });
    admin = await t.createUser('admin');
    await withoutDefaultRules(t);
  });
  afterEach(async () => {
    await t.close();
    await telegram.close();
  });

  /**
   * Queued messages of the global chat about the rules under test, by kind, in order. A device left
   * silent by a test also loses power after 15 minutes; its power alert is another test's business.
   */
  const messages = async () =>
    (
      await t.database.db
        .selectFrom('notifications as n')
        .innerJoin('alerts as a', 'a.id', 'n.alert_id')
        .select('n.kind')
        .where('n.recipient', '=', CHAT)
        .where('a.kind', '!=', 'power')
        .orderBy('n.created_at')
        .orderBy('n.id')
        .execute()
    ).map((row) => row.kind);

  const hotRule = (extra: object = {}) =>
    createRule(t, admin, {
      name: 'Too hot',
      kind: 'threshold',
      deviceType: 'climate',
      metric: 'temperature',
      max: 26,
      forMinutes: 10,
      clearMinutes: 2,
      ...extra,
    });

  it('opens only once the breach has held for forMinutes', async () => {
    await storeClimate(t, { temperature: 24 });
    await hotRule();
    await storeClimate(t, { temperature: 27 });
    await sweepAfter(t, 9 * MINUTE);
    await storeClimate(t, { temperature: 28 });
    expect(await unresolved(t)).toEqual([]);
    await sweepAfter(t, MINUTE);
    const [alert] = await unresolved(t);
    expect(alert).toMatchObject({
      state: 'open',
      metric: 'temperature',
      limit: 26,
      value: 28,
      severity: 'warning',
    });
    expect(await messages()).toEqual(['opened']);
  });

  it('restarts the wait when a reading comes back in range', async () => {
    await hotRule();
    await storeClimate(t, { temperature: 27 });
    t.clock.advance(8 * MINUTE);
    await storeClimate(t, { temperature: 25 });
    t.clock.advance(MINUTE);
    await storeClimate(t, { temperature: 27 });
    await sweepAfter(t, 9 * MINUTE);
    expect(await unresolved(t)).toEqual([]);
    await sweepAfter(t, MINUTE);
    expect(await unresolved(t)).toHaveLength(1);
  });

  it('opens at the first breaching reading with forMinutes 0, from the stored-reading event itself', async () => {
    await hotRule({ forMinutes: 0 });
    await storeClimate(t, { temperature: 26.5 });
    expect((await unresolved(t)).map((a) => a.value)).toEqual([26.5]);
  });

  it('keeps the worst value seen while open', async () => {
    await hotRule({ forMinutes: 0 });
    await storeClimate(t, { temperature: 27 });
    await storeClimate(t, { temperature: 31 });
    await storeClimate(t, { temperature: 29 });
    expect((await unresolved(t))[0]).toMatchObject({ value: 31 });
  });

  it('resolves only after clearMinutes of good readings (hysteresis), then notifies once', async () => {
    await hotRule({ forMinutes: 0, clearMinutes: 2 });
    await storeClimate(t, { temperature: 28 });
    t.clock.advance(MINUTE);
    await storeClimate(t, { temperature: 25 });
    await sweepAfter(t, MINUTE);
    await storeClimate(t, { temperature: 26.5 });
    await sweepAfter(t, 90_000);
    expect(await unresolved(t)).toHaveLength(1);
    await storeClimate(t, { temperature: 24 });
    await sweepAfter(t, 119_000);
    expect(await unresolved(t)).toHaveLength(1);
    await sweepAfter(t, 1_000);
    expect(await unresolved(t)).toEqual([]);
    const page = await t.services.alerts.list({ limit: 10 });
    expect(page.items[0]).toMatchObject({ state: 'resolved', resolution: 'cleared' });
    expect(await messages()).toEqual(['opened', 'resolved']);
  });

  it('resolves at the first good reading with clearMinutes 0', async () => {
    await hotRule({ forMinutes: 0, clearMinutes: 0 });
    await storeClimate(t, { temperature: 28 });
    await storeClimate(t, { temperature: 25 });
    expect(await unresolved(t)).toEqual([]);
  });

  it('repeats every repeatMinutes while open, and stops once acknowledged', async () => {
    await hotRule({ forMinutes: 0, repeatMinutes: 30 });
    await storeClimate(t, { temperature: 28 });
    await sweepAfter(t, 29 * MINUTE);
    expect(await messages()).toEqual(['opened']);
    await sweepAfter(t, MINUTE);
    await sweepAfter(t, 30 * MINUTE);
    expect(await messages()).toEqual(['opened', 'repeat', 'repeat']);
    const alert = (await unresolved(t)).find((a) => a.kind === 'threshold');
    t.clock.advance(MINUTE);
    await t.services.alerts.acknowledge(admin.user._id, alert!._id, 'on it');
    await sweepAfter(t, 90 * MINUTE);
    expect(await messages()).toEqual(['opened', 'repeat', 'repeat', 'acknowledged']);
  });

  it('never repeats with repeatMinutes 0', async () => {
    await hotRule({ forMinutes: 0, repeatMinutes: 0 });
    await storeClimate(t, { temperature: 28 });
    await sweepAfter(t, 24 * 60 * MINUTE);
    expect(await messages()).toEqual(['opened']);
  });

  it("uses the device's own day or night thresholds with useDeviceThresholds", async () => {
    await createRule(t, admin, {
      name: 'Own thresholds',
      kind: 'threshold',
      deviceType: 'climate',
      metric: 'temperature',
      useDeviceThresholds: true,
    });
    // 24 °C is inside the day's 22..27 but above the night's 18..22.
    await storeClimate(t, { temperature: 24, dayStatus: 'day' });
    expect(await unresolved(t)).toEqual([]);
    await storeClimate(t, { temperature: 24, dayStatus: 'night' });
    expect((await unresolved(t))[0]).toMatchObject({ limit: 22, value: 24 });
  });

  it('watches only its period', async () => {
    await hotRule({ forMinutes: 0, clearMinutes: 0, period: 'night' });
    await storeClimate(t, { temperature: 28, dayStatus: 'day' });
    expect(await unresolved(t)).toEqual([]);
    await storeClimate(t, { temperature: 28, dayStatus: 'night' });
    expect(await unresolved(t)).toHaveLength(1);
  });

  it('resolves its alerts when a rule is disabled, and when it is deleted', async () => {
    const rule = await hotRule({ forMinutes: 0 });
    await storeClimate(t, { temperature: 28 });
    const body = {
      name: 'Too hot',
      kind: 'threshold',
      deviceType: 'climate',
      metric: 'temperature',
      max: 26,
      enabled: false,
    };
    await t.app.inject({
      method: 'PUT',
      url: `/api/alert-rules/${rule._id}`,
      headers: admin.auth,
      payload: body,
    });
    let page = await t.services.alerts.list({ limit: 10 });
    expect(page.items.map((a) => [a.state, a.resolution])).toEqual([['resolved', 'rule_changed']]);

    t.clock.advance(MINUTE);
    const second = await hotRule({ forMinutes: 0 });
    await storeClimate(t, { temperature: 29 });
    await t.app.inject({ method: 'DELETE', url: `/api/alert-rules/${second._id}`, headers: admin.auth });
    page = await t.services.alerts.list({ limit: 10 });
    expect(page.items.map((a) => a.resolution)).toEqual(['rule_deleted', 'rule_changed']);
    expect(await unresolved(t)).toEqual([]);
  });

  it('re-evaluates open alerts at once when a rule changes', async () => {
    const rule = await hotRule({ forMinutes: 0, clearMinutes: 10 });
    await storeClimate(t, { temperature: 28 });
    const put = (max: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/alert-rules/${rule._id}`,
        headers: admin.auth,
        payload: {
          name: 'Too hot',
          kind: 'threshold',
          deviceType: 'climate',
          metric: 'temperature',
          max,
          clearMinutes: 10,
        },
      });
    // Still breaching under the new limit: stays open, with it.
    expect((await put(27)).statusCode).toBe(200);
    expect((await unresolved(t))[0]).toMatchObject({ limit: 27, state: 'open' });
    // No longer breaching: resolves now, not after clearMinutes.
    await put(30);
    expect(await unresolved(t)).toEqual([]);
    expect((await t.services.alerts.list({ limit: 10 })).items[0]?.resolution).toBe('rule_changed');
  });

  it('opens a stale alert after forMinutes without a reading, resolved by the next reading', async () => {
    await createRule(t, admin, {
      name: 'Silent',
      kind: 'stale',
      deviceType: 'soil',
      forMinutes: 20,
      clearMinutes: 0,
      severity: 'critical',
    });
    await storeSoil(t);
    await sweepAfter(t, 20 * MINUTE);
    expect(await unresolved(t)).toEqual([]);
    await sweepAfter(t, 15_000);
    expect((await unresolved(t))[0]).toMatchObject({
      kind: 'stale',
      severity: 'critical',
      value: 20,
      limit: 20,
    });
    await storeSoil(t);
    expect(await unresolved(t)).toEqual([]);
  });

  it('opens a leak alert when water flows in without flowing out for forMinutes', async () => {
    await createRule(t, admin, {
      name: 'Leak',
      kind: 'leak',
      deviceType: 'water',
      forMinutes: 15,
      severity: 'critical',
    });
    await storeWater(t, { in: 3, out: 0 });
    await sweepAfter(t, 14 * MINUTE);
    await storeWater(t, { in: 3.2, out: 0.01 });
    expect(await unresolved(t)).toEqual([]);
    await sweepAfter(t, MINUTE);
    expect((await unresolved(t))[0]).toMatchObject({ kind: 'leak', deviceId: WATER_ID, value: 3.2 });
  });

  it('does not call irrigation with drainage a leak', async () => {
    await createRule(t, admin, { name: 'Leak', kind: 'leak', deviceType: 'water', forMinutes: 0 });
    await storeWater(t, { in: 5, out: 1 });
    expect(await unresolved(t)).toEqual([]);
  });

  it('judges a soil probe out of the medium by nothing', async () => {
    await createRule(t, admin, {
      name: 'Dry',
      kind: 'threshold',
      deviceType: 'soil',
      metric: 'moisture_pct',
      min: 20,
    });
    await storeSoil(t, { moisture_pct: 1, in_medium: false });
    expect(await unresolved(t)).toEqual([]);
    await storeSoil(t, { moisture_pct: 12 });
    expect((await unresolved(t))[0]).toMatchObject({ metric: 'moisture_pct', value: 12, limit: 20 });
  });

  it('watches one device only when the rule names it', async () => {
    await storeClimate(t, { temperature: 24 }, 'dddddddddddddddddddddddd');
    await storeClimate(t, { temperature: 24 });
    await hotRule({ forMinutes: 0, deviceId: CLIMATE_ID });
    await storeClimate(t, { temperature: 30 }, 'dddddddddddddddddddddddd');
    expect(await unresolved(t)).toEqual([]);
    await storeClimate(t, { temperature: 30 });
    expect((await unresolved(t)).map((a) => a.deviceId)).toEqual([CLIMATE_ID]);
  });

  it('opens one alert and sends one message when evaluations race', async () => {
    await hotRule({ forMinutes: 0 });
    await storeClimate(t, { temperature: 24 });
    await setLatestClimate(t, { temperature: 29, dayStatus: 'day' });
    // The sweep and a reading's evaluation at once, and again.
    await Promise.all([
      t.services.alerts.sweep(),
      t.services.evaluator.evaluate([CLIMATE_ID]),
      t.services.alerts.sweep(),
    ]);
    expect(await unresolved(t)).toHaveLength(1);
    expect(await messages()).toEqual(['opened']);
  });
});
