import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App, AppServices } from '../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { FakeClock } from '../../testing/fake-clock.ts';
import { openSseClient, type SseClient } from '../../testing/sse-client.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { createPostgresDatabaseUrl } from '../../testing/test-databases.ts';
import { STORED_EVENT_KEEP_MS } from './postgres-live-bus.ts';

interface Instance {
  app: App;
  services: AppServices;
  database: DatabaseHandle;
  base: string;
}

const clock = new FakeClock(Date.now());

/** One more app instance on the shared database, listening on a loopback port as in production. */
async function startInstance(url: string): Promise<Instance> {
  const database = openDatabase({ databaseUrl: url, sqlitePath: '' });
  const { app, services } = await buildTestApp(database, { clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    app,
    services,
    database,
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
  };
}

let counter = 0;
/** A device id of 24 hex digits no other test uses. */
const nextDeviceId = () => (counter += 1).toString(16).padStart(24, 'd');

/** How often `deviceId` arrived as a device event on this stream. */
const timesHeard = (client: SseClient, deviceId: string) =>
  client.events().filter((e) => e.event === 'device' && e.data.includes(`"${deviceId}"`)).length;

describe('live updates across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let a: Instance;
  let b: Instance;
  let dropDatabase: () => Promise<void>;
  let auth: Record<string, string>;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    const created = await createPostgresDatabaseUrl();
    dropDatabase = created.drop;
    const migrating = openDatabase({ databaseUrl: created.url, sqlitePath: '' });
    await migrateToLatest(migrating.db);
    await migrating.destroy();
    a = await startInstance(created.url);
    b = await startInstance(created.url);
    const email = 'watcher@example.test';
    const password = 'password-long-enough';
    await a.services.users.create({ email, password, role: 'user' });
    const login = await b.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    for (const instance of [a, b]) {
      await instance.app.close();
      await instance.database.destroy();
    }
    await dropDatabase();
  });

  const open = async (instance: Instance) => {
    const client = await openSseClient(instance.base, auth);
    clients.push(client);
    return client;
  };
  const publishOn = (instance: Instance, deviceId: string, name = 'spark/status') =>
    instance.services.live.publish({ type: 'device', deviceId, name, at: Date.now() });

  /** Once a later event has arrived everywhere, any repeat of an earlier one would have arrived too. */
  async function settle(instance: Instance, streams: SseClient[]) {
    const marker = nextDeviceId();
    publishOn(instance, marker);
    await Promise.all(streams.map((c) => c.waitFor('the marker', () => timesHeard(c, marker) === 1)));
  }

  it('hands an event stored on one instance to a browser on the other within 2 s, once', async () => {
    const onB = await open(b);
    const onA = await open(a);
    const deviceId = nextDeviceId();
    const started = Date.now();
    // The real path: the device cloud's event is stored on A, which publishes it.
    await a.services.deviceSync.handleEvent({
      name: 'spark/status',
      data: 'online',
      coreid: deviceId,
      publishedAt: new Date().toISOString(),
    });
    await onB.waitFor('the event on B', () => timesHeard(onB, deviceId) === 1, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    await settle(b, [onA, onB]);
    expect(timesHeard(onB, deviceId)).toBe(1);
    // A's own browsers hear it once too: at once, and not again when its NOTIFY comes back.
    expect(timesHeard(onA, deviceId)).toBe(1);
  });

  it('reaches 200 concurrent streams spread over both instances, each exactly once', async () => {
    const streams = await Promise.all(Array.from({ length: 200 }, (_, i) => open(i % 2 ? a : b)));
    const deviceId = nextDeviceId();
    publishOn(a, deviceId);
    await Promise.all(streams.map((c) => c.waitFor('the event', () => timesHeard(c, deviceId) === 1, 5000)));
    await settle(b, streams);
    expect(streams.map((c) => timesHeard(c, deviceId))).toEqual(streams.map(() => 1));
  });

  it('sends an event too large for a NOTIFY by id, and it arrives whole', async () => {
    const onB = await open(b);
    const deviceId = nextDeviceId();
    const name = `big/${'x'.repeat(9000)}`;
    publishOn(a, deviceId, name);
    await onB.waitFor('the large event', () => timesHeard(onB, deviceId) === 1);
    const heard = onB.events().find((e) => e.data.includes(deviceId))!;
    expect(JSON.parse(heard.data)).toMatchObject({ type: 'device', deviceId, name });
    const rows = await a.database.db.selectFrom('live_events').select('payload').execute();
    expect(rows.some((row) => row.payload.includes(deviceId))).toBe(true);
    await settle(a, [onB]);
    expect(timesHeard(onB, deviceId)).toBe(1);
  });

  it('removes stored events once they are old, in the pruning job', async () => {
    expect(a.services.jobs.names()).toContain('live-events-prune');
    publishOn(a, nextDeviceId(), 'y'.repeat(9000));
    await expect.poll(async () => (await countStored()) > 0).toBe(true);
    await a.services.live.prune();
    expect(await countStored()).toBeGreaterThan(0);
    clock.advance(STORED_EVENT_KEEP_MS + 1);
    await a.services.live.prune();
    expect(await countStored()).toBe(0);
  });

  it('reconnects a killed listener, tells its browsers to refetch, and delivers again after', async () => {
    const onB = await open(b);
    const onA = await open(a);
    const listenerPid = () => listenerPidOf(b);
    const killed = await listenerPid();
    expect(killed).toBeDefined();
    await sql`select pg_terminate_backend(${killed!}::int)`.execute(a.database.db);

    await onB.waitFor('resync', () => onB.events().some((e) => e.event === 'resync'));
    expect(await listenerPid()).not.toBe(killed);
    // Only the instance whose listener dropped asks its browsers to refetch.
    expect(onA.events().some((e) => e.event === 'resync')).toBe(false);

    const deviceId = nextDeviceId();
    publishOn(a, deviceId);
    await onB.waitFor('an event after the reconnect', () => timesHeard(onB, deviceId) === 1, 2000);
    await settle(a, [onA, onB]);
    expect(timesHeard(onB, deviceId)).toBe(1);
    expect(onB.events().filter((e) => e.event === 'resync')).toHaveLength(1);
  });

  async function countStored() {
    const row = await a.database.db
      .selectFrom('live_events')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
});

/** The backend of an instance's LISTEN session, found by the application name it sets. */
async function listenerPidOf(instance: Instance): Promise<number | undefined> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where application_name = ${`canopy-live ${instance.services.live.instanceId}`}
    order by backend_start desc`.execute(instance.database.db);
  return rows[0]?.pid;
}
