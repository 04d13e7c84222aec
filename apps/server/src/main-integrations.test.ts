import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startMosquitto, type Mosquitto } from './testing/mosquitto.ts';
import { listen, type MqttListener } from './testing/mqtt-listener.ts';
import { freePort, startServerProcess, waitForHealth } from './testing/server-process.ts';

const METRICS_TOKEN = 'main-test-metrics-token-0123456789';

describe('the started server with METRICS_TOKEN and MQTT_URL', () => {
  let broker: Mosquitto | null = null;
  let listener: MqttListener | null = null;

  afterEach(async () => {
    await listener?.close();
    await broker?.close();
  });

  it('serves /metrics to the token, publishes to the broker, and says offline when stopped', async () => {
    broker = await startMosquitto();
    const port = await freePort();
    const server = startServerProcess({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'canopy-main-integrations-')),
      PORT: String(port),
      METRICS_TOKEN,
      MQTT_URL: broker.url,
      MQTT_PREFIX: 'site-1/canopy',
    });
    await waitForHealth(port, server);

    const scrape = (token?: string) =>
      fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await scrape()).status).toBe(401);
    const metrics = await scrape(METRICS_TOKEN);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('canopy_devices_online{type="climate"}');

    listener = await listen(broker.url, ['site-1/canopy/#']);
    await listener.until((l) => l.latest('site-1/canopy/status')?.payload === 'online', 10_000);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await listener.until((l) => l.latest('site-1/canopy/status')?.payload === 'offline');
  });
});
