import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addFleet } from '@canopy/device-simulator/fleet';
import { startSimulator, type Simulator } from '@canopy/device-simulator/simulator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, waitUntil, type ClusterInstance } from '../testing/cluster.ts';
import { ids, TEST_FLEET } from '../testing/device-fixtures.ts';
import { solidImage } from '../testing/images.ts';
import { multipart } from '../testing/multipart.ts';
import { startNginx, type Nginx } from '../testing/nginx.ts';
import { parsePrometheusText, sampleValue } from '../testing/prometheus-text.ts';
import { startS3Server, type S3Server } from '../testing/s3-server.ts';
import { openSseClient, type SseClient } from '../testing/sse-client.ts';
import { createPostgresDatabaseUrl } from '../testing/test-databases.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';

const CLOUD_TOKEN = 'cluster-cloud-token';
const METRICS_TOKEN = 'cluster-metrics-token';
const ADMIN = { email: 'admin@cluster.test', password: 'ClusterAdmin123!' };
/** The devices of TEST_FLEET that publish (Clone_Tent is offline). */
const PUBLISHING = [ids.veg, ids.soil, ids.water];

/**
 * The scale-out deployment: PostgreSQL, an S3-compatible server, one device cloud (the simulator run
 * alone), two real server processes and nginx round robin in front. The tests run in order, each on
 * what the one before left.
 */
describe('two instances behind nginx on one PostgreSQL and one bucket', () => {
  let database: { url: string; drop(): Promise<void> };
  let sql: pg.Client;
  let s3: S3Server;
  let sim: Simulator;
  let receiver: WebhookReceiver;
  let a: ClusterInstance;
  let b: ClusterInstance;
  let nginx: Nginx;
  let token: string;
  const dataDirs: string[] = [];
  const streams: SseClient[] = [];
  /** The time of every round of readings the simulator published. */
  const published: number[] = [];
  let simNow = Math.floor(Date.now() / 1000) * 1000;

  const publishRound = () => {
    simNow += 1000;
    published.push(simNow);
    sim.publishAll();
  };
  const bearer = () => ({ authorization: `Bearer ${token}` });
  const leadsStream = async (instance: ClusterInstance) => {
    const response = await fetch(`${instance.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).catch(() => null);
    if (!response?.ok) return false;
    const samples = parsePrometheusText(await response.text());
    return sampleValue(samples, 'canopy_device_event_stream_connected') === 1;
  };
  const api = async (base: string, method: string, url: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const openedAlerts = () =>
    receiver.received
      .map(
        (request) =>
          JSON.parse(request.raw.toString()) as {
            event: string;
            data: { alert: { id: string }; rule: { id: string } };
          },
      )
      .filter((body) => body.event === 'alert.opened');
  const openedAlertsOf = (ruleId: string) => openedAlerts().filter((body) => body.data.rule.id === ruleId);
  /** Each alert is delivered once: no alert id comes twice. */
  const expectEachAlertOnce = () => {
    const alertIds = openedAlerts().map((body) => body.data.alert.id);
    expect(alertIds.length).toBeGreaterThan(0);
    expect(new Set(alertIds).size).toBe(alertIds.length);
  };

  beforeAll(async () => {
    database = await createPostgresDatabaseUrl();
    sql = new pg.Client({ connectionString: database.url });
    s3 = await startS3Server();
    sim = await startSimulator({ token: CLOUD_TOKEN, tickMs: 0, keepAliveMs: 2000, now: () => simNow });
    addFleet(sim, TEST_FLEET, simNow);
    receiver = await startWebhookReceiver();
    const shared = {
      ...s3.env,
      DATABASE_URL: database.url,
      JWT_SECRET: 'cluster-test-secret-shared-by-every-instance',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PARTICLE_API_URL: sim.url,
      PARTICLE_ACCESS_TOKEN: CLOUD_TOKEN,
      METRICS_TOKEN,
      TRUST_PROXY: '127.0.0.1', // nginx
      // The rolling restart's load is one user's thousands of calls a minute; the limit has its own test.
      RATE_LIMIT_PER_MINUTE: '0',
    };
    const dataDir = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'canopy-cluster-'));
      dataDirs.push(dir);
      return dir;
    };
    // One at a time: the first migrates the database and creates the admin, and leads the stream.
    a = await startInstance('a', { ...shared, DATA_DIR: dataDir() });
    await waitUntil(() => leadsStream(a), 'instance a leads the device stream', 20_000);
    b = await startInstance('b', { ...shared, DATA_DIR: dataDir() });
    nginx = await startNginx([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]);
    await sql.connect();
    const login = await fetch(`${nginx.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([a, b].filter(Boolean).map((instance) => instance.kill().catch(() => undefined)));
    await nginx?.stop();
    await sql?.end();
    await database?.drop();
    await s3?.stop();
    await sim?.close();
    await receiver?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('serves a photo uploaded through one instance from the other, from the bucket', async () => {
    const { payload, headers } = multipart({
      filename: 'leaf.png',
      contentType: 'image/png',
      data: await solidImage('png', 320, 240),
    });
    const upload = await fetch(`${a.url}/api/upload`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(payload),
    });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const fromB = await fetch(`${b.url}${url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    // Neither instance keeps it on its own disk.
    expect(Number(fromB.headers.get('content-length'))).toBe(bytes.length);
  });

  it('tells a browser on the instance that does not lead of a device event within 2 s, and 200 browsers on both', async () => {
    expect(await leadsStream(a)).toBe(true);
    expect(await leadsStream(b)).toBe(false);
    const onB = await openSseClient(b.url, bearer());
    streams.push(onB);
    const sent = Date.now();
    publishRound();
    const took = await waitUntil(
      () => onB.events().some((event) => event.event === 'device'),
      'a device event reaches the stream on instance b',
      2000,
    );
    expect(Date.now() - sent).toBeLessThan(2000);
    expect(took).toBeLessThan(2000);

    // Through nginx, round robin: half on each instance.
    const many = await Promise.all(Array.from({ length: 200 }, () => openSseClient(nginx.url, bearer())));
    streams.push(...many);
    publishRound();
    await waitUntil(
      () => many.every((stream) => PUBLISHING.every((id) => stream.text().includes(`"deviceId":"${id}"`))),
      'every one of 200 streams hears every device',
      5000,
    );
    // Each device's reading once per stream: no instance delivers an event twice.
    for (const stream of many) {
      const frames = stream
        .text()
        .split('\n\n')
        .filter((frame) => frame.includes('"name":"reading"'));
      expect(frames.length).toBe(PUBLISHING.length);
    }
    for (const stream of many) stream.close();
  });

  it('notifies an alert once, though both instances evaluate and deliver', async () => {
    await api(nginx.url, 'POST', '/api/admin/webhooks', { url: receiver.url, events: ['alert.opened'] });
    const rule = await api(nginx.url, 'POST', '/api/alert-rules', {
      name: 'Cluster: any temperature',
      kind: 'threshold',
      deviceType: 'climate',
      metric: 'temperature',
      max: -50,
    });
    publishRound();
    await waitUntil(() => openedAlertsOf(String(rule._id)).length > 0, 'the alert is delivered', 15_000);
    publishRound();
    publishRound();
    await new Promise((resolve) => setTimeout(resolve, 3000)); // both outboxes (every 2 s) had their turn
    expect(openedAlertsOf(String(rule._id))).toHaveLength(1);
    expectEachAlertOnce();
  });

  it('moves the stream to the other instance within 30 s when the leader is killed, losing and doubling no reading', async () => {
    const publishing = setInterval(publishRound, 400);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const killedAt = Date.now();
      await a.kill();
      await waitUntil(() => leadsStream(b), 'instance b takes the device stream over', 30_000);
      const failoverMs = Date.now() - killedAt;
      console.info(`cluster: the device stream moved to the other instance ${failoverMs} ms after kill -9`);
      expect(failoverMs).toBeLessThan(30_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      clearInterval(publishing);
    }
    // Every round the simulator published, for every device that publishes, stored exactly once.
    const stored = async () => {
      const { rows } = await sql.query<{ device_id: string; ts: string }>(
        `select device_id, ts from climate_readings where device_id = $1
         union all select device_id, ts from soil_readings where device_id = $2
         union all select device_id, ts from water_readings where device_id = $3`,
        PUBLISHING,
      );
      return rows.map((row) => `${row.device_id}@${row.ts}`).sort();
    };
    const expected = published.flatMap((ts) => PUBLISHING.map((id) => `${id}@${ts}`)).sort();
    await waitUntil(
      async () => (await stored()).length >= expected.length,
      'every reading is stored',
      10_000,
    );
    expect(await stored()).toEqual(expected);
    // The instance that took over notified no alert again.
    expectEachAlertOnce();
    await a.restart();
  });

  it('drops no request in a rolling restart (SIGTERM one instance, then the other)', async () => {
    const statuses: number[] = [];
    const failures: string[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const response = await fetch(`${nginx.url}/api/devices/particle`, {
          headers: { authorization: `Bearer ${token}` },
        }).catch((error: unknown) => (failures.push(String(error)), null));
        if (response) {
          statuses.push(response.status);
          await response.arrayBuffer();
        }
      }
    };
    const load = Promise.all(Array.from({ length: 4 }, worker));
    const streamOnB = await openSseClient(b.url, bearer());
    streams.push(streamOnB);
    await new Promise((resolve) => setTimeout(resolve, 500));

    for (const instance of [b, a]) {
      const served = statuses.length;
      expect(await instance.terminate()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 500)); // traffic goes on through the other one
      expect(statuses.length).toBeGreaterThan(served);
      await instance.restart();
    }
    running = false;
    await load;

    expect(failures).toEqual([]);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(50);
    // The stream on the drained instance was told when to come back, then ended.
    expect(streamOnB.text()).toMatch(/^retry: \d+$/m);
    expect(nginx.errors()).not.toMatch(/\[(crit|alert|emerg)\]/);
  });
});
