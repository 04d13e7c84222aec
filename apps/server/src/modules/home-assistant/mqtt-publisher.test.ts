import { createServer, type Server, type Socket } from 'node:net';
import { DEVICE_EVENTS } from '@canopy/shared/device-contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CLIMATE_ID,
  MINUTE,
  SOIL_ID,
  storeClimate,
  storeSoil,
  storeWater,
  WATER_ID,
} from '../../testing/alert-fixtures.ts';
import { discoveryProblems } from '../../testing/home-assistant-discovery.ts';
import { startMosquitto, type Mosquitto } from '../../testing/mosquitto.ts';
import { listen, type MqttListener } from '../../testing/mqtt-listener.ts';
import { freePort } from '../../testing/server-process.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import type { MqttSettings } from './mqtt-publisher.ts';

const WEBHOOK_SECRET = 'mqtt-test-webhook-secret';
const EVERY_TOPIC = ['canopy/#', 'homeassistant/#'];
/** Every value Home Assistant is told about, per device kind. */
const EXPECTED_KEYS = {
  climate: ['temperature', 'humidity', 'co2', 'vpd', 'light'],
  soil: ['moisture_pct', 'temp_c', 'ec_mscm', 'ph', 'n_mgkg', 'p_mgkg', 'k_mgkg'],
  water: ['in_rate_lpm', 'out_rate_lpm', 'in_total_l', 'out_total_l', 'leak'],
};

describe.each(DIALECTS)('MQTT publishing for Home Assistant on %s', (dialect) => {
  let t: TestContext | null = null;
  let broker: Mosquitto | null = null;
  const listeners: MqttListener[] = [];

  afterEach(async () => {
    await Promise.all(listeners.splice(0).map((listener) => listener.close()));
    await t?.close();
    await broker?.close();
    t = null;
    broker = null;
  });

  async function startApp(url: string, settings: Partial<MqttSettings> = {}) {
    const context = await createTestContext(dialect, {
      mqtt: {
        url,
        prefix: 'canopy',
        discoveryPrefix: 'homeassistant',
        reconnectMinMs: 50,
        reconnectMaxMs: 200,
        ...settings,
      },
      webhookSecret: WEBHOOK_SECRET,
      jobs: { start: ['mqtt-publisher'] },
    });
    t = context;
    return context;
  }

  async function subscriber(url: string) {
    const listener = await listen(url, EVERY_TOPIC);
    listeners.push(listener);
    return listener;
  }

  const publisher = (context: TestContext) => context.services.mqtt!;
  const state = (listener: MqttListener, deviceId: string) =>
    JSON.parse(listener.latest(`canopy/${deviceId}/state`)?.payload ?? 'null') as Record<
      string,
      unknown
    > | null;
  const configs = (listener: MqttListener) =>
    new Map(
      listener.heard
        .filter((message) => message.topic.startsWith('homeassistant/'))
        .map((message) => [message.topic, JSON.parse(message.payload) as Record<string, unknown>]),
    );
  const allDiscovered = (listener: MqttListener) =>
    configs(listener).size === Object.values(EXPECTED_KEYS).flat().length;

  it('announces every value of every device kind with configs valid for Home Assistant', async () => {
    broker = await startMosquitto();
    const app = await startApp(broker.url);
    await storeClimate(app, { temperature: 24.5 });
    await storeSoil(app);
    await storeWater(app, { in: 2, out: 0 });
    await publisher(app).settled();

    const ha = await subscriber(broker.url);
    await ha.until(allDiscovered);
    await ha.until((l) => [CLIMATE_ID, SOIL_ID, WATER_ID].every((id) => state(l, id) !== null));

    const found = configs(ha);
    const problems = [...found].flatMap(([topic, config]) =>
      discoveryProblems(topic, config).map((problem) => `${topic}: ${problem}`),
    );
    expect(problems).toEqual([]);
    for (const [kind, id] of [
      ['climate', CLIMATE_ID],
      ['soil', SOIL_ID],
      ['water', WATER_ID],
    ] as const) {
      const published = state(ha, id)!;
      for (const key of EXPECTED_KEYS[kind]) {
        const component = ['light', 'leak'].includes(key) ? 'binary_sensor' : 'sensor';
        const config = found.get(`homeassistant/${component}/canopy_${id}_${key}/config`);
        expect(config, `${kind} ${key}`).toMatchObject({
          unique_id: `canopy_${id}_${key}`,
          state_topic: `canopy/${id}/state`,
          availability: [{ topic: 'canopy/status' }, { topic: `canopy/${id}/availability` }],
          device: { identifiers: [`canopy_${id}`], manufacturer: 'Canopy', model: kind },
        });
        // The template reads a value the state carries.
        expect(config!.value_template).toContain(`value_json.${key}`);
        expect(published, `${kind} state`).toHaveProperty(key);
      }
    }
    expect(found.get(`homeassistant/sensor/canopy_${CLIMATE_ID}_temperature/config`)).toMatchObject({
      device_class: 'temperature',
      unit_of_measurement: '°C',
      state_class: 'measurement',
      device: { name: 'Flower_Room_A' },
    });
    expect(found.get(`homeassistant/sensor/canopy_${SOIL_ID}_ph/config`)).not.toHaveProperty(
      'unit_of_measurement',
    );
    expect(state(ha, CLIMATE_ID)).toMatchObject({ temperature: 24.5, humidity: 58, co2: 900, light: true });
    expect(state(ha, WATER_ID)).toMatchObject({
      in_rate_lpm: 2,
      out_rate_lpm: 0,
      in_total_l: 100,
      leak: true,
    });
    expect(state(ha, SOIL_ID)).toMatchObject({ moisture_pct: 40, ph: 6.2, k_mgkg: 150 });
  });

  it('keeps the newest state retained, so a subscriber that comes later gets it', async () => {
    broker = await startMosquitto();
    const app = await startApp(broker.url);
    await storeClimate(app, { temperature: 24 });
    app.clock.advance(MINUTE);
    await storeClimate(app, { temperature: 25.5 });
    await publisher(app).settled();

    const late = await subscriber(broker.url);
    await late.until((l) => state(l, CLIMATE_ID)?.temperature === 25.5);
    const stateMessage = late.latest(`canopy/${CLIMATE_ID}/state`)!;
    expect(stateMessage.retain).toBe(true);
    expect(late.heard.filter((m) => m.topic === stateMessage.topic)).toHaveLength(1);
    expect(late.latest(`canopy/${CLIMATE_ID}/availability`)).toMatchObject({
      payload: 'online',
      retain: true,
    });
    expect(late.latest('canopy/status')).toMatchObject({ payload: 'online', retain: true });
  });

  it('marks a device offline when the cloud says so or when it falls silent', async () => {
    broker = await startMosquitto();
    const app = await startApp(broker.url);
    await storeClimate(app);
    await storeSoil(app);
    const ha = await subscriber(broker.url);
    const availability = (id: string) => ha.latest(`canopy/${id}/availability`)?.payload;
    await ha.until(() => availability(CLIMATE_ID) === 'online' && availability(SOIL_ID) === 'online');

    await app.services.deviceSync.handleEvent({
      name: DEVICE_EVENTS.cloudStatus,
      data: 'offline',
      coreid: CLIMATE_ID,
      publishedAt: app.clock.now().toISOString(),
    });
    await ha.until(() => availability(CLIMATE_ID) === 'offline');
    expect(state(ha, CLIMATE_ID)).toMatchObject({ status: 'offline' });
    expect(availability(SOIL_ID)).toBe('online');

    // No event says a soil sensor went quiet: the periodic pass sees its ten minutes run out.
    app.clock.advance(11 * MINUTE);
    publisher(app).refresh();
    await ha.until(() => availability(SOIL_ID) === 'offline');
  });

  it('publishes everything again after the broker restarts (and loses what it retained)', async () => {
    broker = await startMosquitto();
    const app = await startApp(broker.url);
    await storeClimate(app, { temperature: 23 });
    const before = await subscriber(broker.url);
    await before.until((l) => state(l, CLIMATE_ID)?.temperature === 23);
    await before.close();
    listeners.splice(listeners.indexOf(before), 1);

    await broker.stop();
    await broker.start();
    const after = await subscriber(broker.url);
    await after.until(
      (l) =>
        state(l, CLIMATE_ID)?.temperature === 23 &&
        l.latest('canopy/status')?.payload === 'online' &&
        l.latest(`canopy/${CLIMATE_ID}/availability`)?.payload === 'online' &&
        configs(l).size === EXPECTED_KEYS.climate.length,
    );
  });

  it('never slows a request while the broker is down, keeps its queue bounded, and catches up', async () => {
    broker = await startMosquitto();
    await broker.stop();
    const app = await startApp(broker.url, { maxQueued: 20 });
    const ids = Array.from({ length: 12 }, (_, i) => `${String(i).padStart(2, '0')}${'d'.repeat(22)}`);
    for (const id of ids) {
      const started = performance.now();
      const response = await deliverOverWebhook(app, id);
      expect(response.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(2000);
    }
    // Nine messages per soil sensor (seven configs, state, availability) would be 108: the queue holds
    // what fits, and the devices still to publish wait as ids until the broker is back.
    await expect.poll(() => publisher(app).queued()).toBeGreaterThan(0);
    expect(publisher(app).queued()).toBeLessThanOrEqual(20);

    await broker.start();
    const ha = await subscriber(broker.url);
    await ha.until((l) => ids.every((id) => state(l, id)?.moisture_pct === 41), 10_000);
    await expect.poll(() => publisher(app).queued()).toBe(0);
  });

  it('never slows a request while the broker accepts the connection but never answers', async () => {
    const silent = await startSilentServer();
    try {
      const app = await startApp(`mqtt://127.0.0.1:${silent.port}`);
      await expect.poll(() => silent.sockets.length).toBeGreaterThan(0);
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        const response = await deliverOverWebhook(app, `${i}${'f'.repeat(23)}`);
        expect(response.statusCode).toBe(200);
        expect(performance.now() - started).toBeLessThan(2000);
      }
      await expect.poll(() => publisher(app).queued()).toBeGreaterThan(0);
    } finally {
      await t?.close();
      t = null;
      await silent.close();
    }
  });
});

/** A soil reading through `POST /api/webhooks/particle`, answered once stored: a request on the hot path. */
function deliverOverWebhook(t: TestContext, deviceId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/particle',
    headers: { 'x-webhook-secret': WEBHOOK_SECRET },
    payload: {
      event: DEVICE_EVENTS.soil,
      data: JSON.stringify({ moisture_pct: 41, temp_c: 21, ec_mscm: 1.2, ph: 6.1, in_medium: true }),
      coreid: deviceId,
      published_at: t.clock.now().toISOString(),
    },
  });
}

/** A TCP server that takes connections and never says a word: a hung broker. */
async function startSilentServer(): Promise<{ port: number; sockets: Socket[]; close(): Promise<void> }> {
  const port = await freePort();
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    sockets,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
