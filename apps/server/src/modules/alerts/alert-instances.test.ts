import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../../testing/fake-telegram.ts';
import { createTelegramClient } from '../../integrations/messaging/telegram.ts';
import {
  CLIMATE_ID,
  createRule,
  setLatestClimate,
  storeClimate,
  withoutDefaultRules,
  TOO_HOT,
} from '../../testing/alert-fixtures.ts';
import { buildTestApp, createTestContext, type TestApp, type TestContext } from '../../testing/test-app.ts';

const BOT = '123456:TWO-instances';
const CHAT = '6262';

/** Two app instances over one PostgreSQL database, each with its own evaluator and outbox. */
describe('alerts across two instances on postgres', () => {
  let t: TestContext;
  let second: TestApp;
  let telegram: FakeTelegram;

  beforeEach(async () => {
    telegram = await startFakeTelegram(BOT);
    const notifications = () => ({
      telegram: { bot: createTelegramClient({ botToken: BOT, apiUrl: telegram.url }), chatId: CHAT },
      spacingMs: 0,
    });
    t = await createTestContext('postgres', { notifications: notifications() });
    second = await buildTestApp(t.database, { clock: t.clock, notifications: notifications() });
    await second.app.ready();
  });
  afterEach(async () => {
    // Closing an app leaves its database open: the test context closes the one both share.
    await second.app.close();
    await t.close();
    await telegram.close();
  });

  it('opens one alert and delivers one message however the two race', async () => {
    const admin = await t.createUser('admin');
    await withoutDefaultRules(t);
    await createRule(t, admin, TOO_HOT);
    await storeClimate(t, { temperature: 24 });
    await setLatestClimate(t, { temperature: 29, dayStatus: 'day' });
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([
        t.services.alerts.sweep(),
        second.services.alerts.sweep(),
        t.services.evaluator.evaluate([CLIMATE_ID]),
        second.services.evaluator.evaluate([CLIMATE_ID]),
      ]);
    }
    const alerts = await t.database.db.selectFrom('alerts').select(['id', 'state']).execute();
    expect(alerts).toEqual([expect.objectContaining({ state: 'open' })]);
    const queued = await t.database.db.selectFrom('notifications').select('kind').execute();
    expect(queued).toEqual([{ kind: 'opened' }]);
    await Promise.all([
      t.services.notifications.outbox.runOnce(),
      second.services.notifications.outbox.runOnce(),
    ]);
    await Promise.all([
      t.services.notifications.outbox.runOnce(),
      second.services.notifications.outbox.runOnce(),
    ]);
    expect(telegram.sent.filter((m) => m.chatId === CHAT)).toHaveLength(1);
  });
});
