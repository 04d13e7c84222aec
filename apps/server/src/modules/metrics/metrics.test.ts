import { afterEach, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../../testing/fake-telegram.ts';
import { createTelegramClient } from '../../integrations/messaging/telegram.ts';
import {
  createRule,
  MINUTE,
  storeClimate,
  storeSoil,
  withoutDefaultRules,
  TOO_HOT,
} from '../../testing/alert-fixtures.ts';
import { startTestCloud, type TestCloud } from '../../testing/device-fixtures.ts';
import { parsePrometheusText, sampleValue, type Sample } from '../../testing/prometheus-text.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const BOT = '123456:METRICS-token';
const DURATION = 'canopy_http_request_duration_seconds';

describe.each(DIALECTS)('Prometheus metrics on %s', (dialect) => {
  let t: TestContext;
  let telegram: FakeTelegram | null = null;
  let cloud: TestCloud | null = null;

  afterEach(async () => {
    await t.close();
    await telegram?.close();
    await cloud?.sim.close();
    telegram = null;
    cloud = null;
  });

  async function scrape(): Promise<Sample[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return parsePrometheusText(response.body);
  }

  it('is off without METRICS_TOKEN: /metrics answers 404 as a missing route would', async () => {
    t = await createTestContext(dialect);
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'route.not_found' });
    }
  });

  it('answers 401 without the token, with a wrong one and with a user session; 200 with it', async () => {
    t = await createTestContext(dialect, { metricsToken: TOKEN });
    const member = await t.createUser('admin');
    for (const headers of [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: TOKEN },
      member.auth,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.unauthenticated' });
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE canopy_http_request_duration_seconds histogram');
    expect(response.body).toContain('process_cpu_seconds_total');
  });

  it('times requests by route pattern, method and status code', async () => {
    t = await createTestContext(dialect, { metricsToken: TOKEN });
    const member = await t.createUser('user');
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/api/health' });
    const ids = ['0123456789abcdef01234567', 'fedcba9876543210fedcba98'];
    for (const id of ids) {
      const response = await t.app.inject({ method: 'GET', url: `/api/bugs/${id}`, headers: member.auth });
      expect(response.statusCode).toBe(404);
    }
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' });

    const samples = await scrape();
    const health = { route: '/api/health', method: 'GET', status_code: '200' };
    expect(sampleValue(samples, `${DURATION}_count`, health)).toBe(3);
    expect(sampleValue(samples, `${DURATION}_bucket`, { ...health, le: '+Inf' })).toBe(3);
    expect(sampleValue(samples, `${DURATION}_sum`, health)).toBeGreaterThan(0);
    const bug = { route: '/api/bugs/:id', method: 'GET', status_code: '404' };
    expect(sampleValue(samples, `${DURATION}_count`, bug)).toBe(2);
    expect(
      sampleValue(samples, `${DURATION}_count`, { route: 'unmatched', method: 'GET', status_code: '404' }),
    ).toBe(1);
    const routes = new Set(samples.filter((s) => s.name.startsWith(DURATION)).map((s) => s.labels.route));
    for (const id of ids) expect([...routes].some((route) => route?.includes(id))).toBe(false);
    expect([...routes].some((route) => route?.includes('no-such-route'))).toBe(false);
    // The login that created the user went through the timing too.
    expect(
      sampleValue(samples, `${DURATION}_count`, {
        route: '/api/auth/login',
        method: 'POST',
        status_code: '200',
      }),
    ).toBe(1);
  });

  it('counts stored readings and reads the devices online by type at scrape time', async () => {
    t = await createTestContext(dialect, { metricsToken: TOKEN });
    let samples = await scrape();
    expect(sampleValue(samples, 'canopy_readings_stored_total', { type: 'climate' })).toBe(0);
    expect(sampleValue(samples, 'canopy_devices_online', { type: 'climate' })).toBe(0);

    await storeClimate(t);
    t.clock.advance(MINUTE);
    await storeClimate(t);
    await storeSoil(t);
    samples = await scrape();
    expect(sampleValue(samples, 'canopy_readings_stored_total', { type: 'climate' })).toBe(2);
    expect(sampleValue(samples, 'canopy_readings_stored_total', { type: 'soil' })).toBe(1);
    expect(sampleValue(samples, 'canopy_readings_stored_total', { type: 'water' })).toBe(0);
    expect(sampleValue(samples, 'canopy_devices_online', { type: 'climate' })).toBe(1);
    expect(sampleValue(samples, 'canopy_devices_online', { type: 'soil' })).toBe(1);
    expect(sampleValue(samples, 'canopy_devices_online', { type: 'water' })).toBe(0);

    // Soil goes offline after 10 silent minutes, climate after 15.
    t.clock.advance(12 * MINUTE);
    samples = await scrape();
    expect(sampleValue(samples, 'canopy_devices_online', { type: 'climate' })).toBe(1);
    expect(sampleValue(samples, 'canopy_devices_online', { type: 'soil' })).toBe(0);
    t.clock.advance(5 * MINUTE);
    samples = await scrape();
    expect(sampleValue(samples, 'canopy_devices_online', { type: 'climate' })).toBe(0);
  });

  it('reports unresolved alerts by severity and the outbox backlog by channel', async () => {
    telegram = await startFakeTelegram(BOT);
    t = await createTestContext(dialect, {
      metricsToken: TOKEN,
      notifications: {
        telegram: {
          bot: createTelegramClient({ botToken: BOT, apiUrl: telegram.url }),
          chatId: '-100777',
          webhookSecret: 'metrics-telegram-secret',
        },
        spacingMs: 0,
      },
    });
    const admin = await t.createUser('admin');
    await withoutDefaultRules(t);
    await createRule(t, admin, {
      ...TOO_HOT,
      severity: 'critical',
      clearMinutes: 0,
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: admin.auth,
      payload: { url: 'http://127.0.0.1:9/hook', events: ['alert.opened'], enabled: true },
    });
    expect(hook.statusCode).toBe(201);
    let samples = await scrape();
    expect(sampleValue(samples, 'canopy_alerts_unresolved', { severity: 'critical' })).toBe(0);
    expect(sampleValue(samples, 'canopy_outbox_pending', { channel: 'telegram' })).toBeUndefined();
    expect(sampleValue(samples, 'canopy_outbox_pending', { channel: 'webhook' })).toBe(0);

    await storeClimate(t, { temperature: 29 });
    samples = await scrape();
    expect(sampleValue(samples, 'canopy_alerts_unresolved', { severity: 'critical' })).toBe(1);
    expect(sampleValue(samples, 'canopy_alerts_unresolved', { severity: 'warning' })).toBe(0);
    // The group chat hears every alert: one message waits for the outbox, which no job runs here.
    expect(sampleValue(samples, 'canopy_outbox_pending', { channel: 'telegram' })).toBe(1);
    // The hook hears the opening only: one delivery waits for the webhook outbox.
    expect(sampleValue(samples, 'canopy_outbox_pending', { channel: 'webhook' })).toBe(1);
    // How long the oldest has waited: what an operator alerts on when an outbox stalls.
    t.clock.advance(90_000);
    samples = await scrape();
    expect(sampleValue(samples, 'canopy_outbox_oldest_pending_seconds', { channel: 'telegram' })).toBe(90);
    expect(sampleValue(samples, 'canopy_outbox_oldest_pending_seconds', { channel: 'webhook' })).toBe(90);

    await t.services.notifications.outbox.runOnce();
    expect(telegram.sent).toHaveLength(1);
    await storeClimate(t, { temperature: 22 });
    samples = await scrape();
    expect(sampleValue(samples, 'canopy_alerts_unresolved', { severity: 'critical' })).toBe(0);
    // The resolution queued its own message; a channel once seen is still reported.
    expect(sampleValue(samples, 'canopy_outbox_pending', { channel: 'telegram' })).toBe(1);
    await t.services.notifications.outbox.runOnce();
    samples = await scrape();
    expect(sampleValue(samples, 'canopy_outbox_pending', { channel: 'telegram' })).toBe(0);
    expect(sampleValue(samples, 'canopy_outbox_oldest_pending_seconds', { channel: 'telegram' })).toBe(0);
  });

  it('shows the device event stream connected while this instance leads it', async () => {
    cloud = await startTestCloud();
    t = await createTestContext(dialect, {
      metricsToken: TOKEN,
      deviceCloud: cloud.cloud,
      jobs: { start: ['device-stream'] },
    });
    const connected = async () => sampleValue(await scrape(), 'canopy_device_event_stream_connected');
    await expect.poll(connected, { timeout: 10_000 }).toBe(1);
    await t.services.jobs.stop();
    expect(await connected()).toBe(0);
  });
});
