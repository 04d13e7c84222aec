import { connect, type Socket } from 'node:net';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { App, AppDeps, AppServices } from '../app.ts';
import type { DialectName } from '../db/database.ts';
import { JOB_LOCK_CLASS } from '../jobs/job-leases.ts';
import { openSseClient } from '../testing/sse-client.ts';
import { buildTestApp } from '../testing/test-app.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/test-databases.ts';
import { drainApp } from './drain.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

interface Running {
  app: App;
  services: AppServices;
  database: TestDatabase;
  port: number;
  /** A test-only route that answers once the test releases it. */
  slow: { entered: Promise<void>; release(): void };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A real app listening on a loopback port, with one slow route that exists only in this test. */
async function startApp(dialect: DialectName, jobs?: AppDeps['jobs']): Promise<Running> {
  const database = await createTestDatabase(dialect);
  const { app, services } = await buildTestApp(database, { jobs });
  let entered: () => void = () => undefined;
  let release: () => void = () => undefined;
  const slow = {
    entered: new Promise<void>((resolve) => (entered = resolve)),
    release: () => release(),
  };
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/test/slow', { config: { policy: 'public' } }, async (_request, reply) => {
    entered();
    await released;
    return reply.type('text/plain').send('finished');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  cleanups.push(async () => {
    release();
    await app.close();
    await database.drop();
  });
  return { app, services, database, port, slow };
}

/** Whether a new connection to the port is refused (the server stopped accepting). */
const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A raw HTTP/1.1 exchange on one socket: whatever the server writes back, as text. */
function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, connected, closed, received: () => received };
}

function slowRequest(port: number) {
  return fetch(`http://127.0.0.1:${port}/test/slow`).then(
    async (response) => ({ status: response.status, body: await response.text() }),
    (error: unknown) => ({ status: 0, body: String(error) }),
  );
}

describe.each(DIALECTS)('draining the app on %s', (dialect) => {
  it('stops accepting, answers readiness 503 at once, and lets an in-flight request finish', async () => {
    const { app, port, slow } = await startApp(dialect);
    // A load balancer's readiness probe already on the wire when the drain begins: headers not yet complete.
    const probe = rawConnection(port);
    await probe.connected;
    probe.socket.write('GET /api/health/ready HTTP/1.1\r\nHost: canopy\r\n');
    const inFlight = slowRequest(port);
    await slow.entered;

    const drained = drainApp(app);
    await waitUntil('the server stops accepting', () => refusesConnections(port));
    probe.socket.write('\r\n');
    await probe.closed;
    expect(probe.received()).toMatch(/^HTTP\/1\.1 503 /);

    // Still draining: the in-flight request has all the time it needs, then it is answered in full.
    let done = false;
    void drained.then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    slow.release();
    expect(await inFlight).toEqual({ status: 200, body: 'finished' });
    expect(await drained).toEqual({ forced: false });
  });

  it('answers what arrives while draining 503 server.draining in our error shape, with our headers', async () => {
    const { app, port, slow } = await startApp(dialect);
    // A keep-alive connection with a request on its way when the drain begins.
    const late = rawConnection(port);
    await late.connected;
    late.socket.write('GET /api/news HTTP/1.1\r\nHost: canopy\r\nConnection: keep-alive\r\n');
    const inFlight = slowRequest(port);
    await slow.entered;

    const drained = drainApp(app);
    await waitUntil('the server stops accepting', () => refusesConnections(port));
    late.socket.write('\r\n');
    await waitUntil('the answer arrives', async () => late.received().includes('}'));
    const [head = '', body = ''] = late.received().split('\r\n\r\n');
    const headers = new Map(
      head
        .split('\r\n')
        .slice(1)
        .map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
    );
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(JSON.parse(body)).toEqual({
      error: 'The server is shutting down; try again',
      code: 'server.draining',
    });
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('retry-after')).toBe('1');
    // The answer tells the client to go elsewhere: this connection ends with it.
    expect(headers.get('connection')).toBe('close');
    for (const header of Object.keys(SECURITY_HEADERS)) expect(headers.has(header), header).toBe(true);
    slow.release();
    expect((await inFlight).status).toBe(200);
    await drained;
  });

  it('ends an open event stream with a retry hint, and finishes without waiting for the browser', async () => {
    const { app, services, port } = await startApp(dialect);
    const user = await services.users.create({
      email: 'watcher@example.test',
      password: 'password-long-enough',
      role: 'user',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'password-long-enough' },
    });
    const stream = await openSseClient(`http://127.0.0.1:${port}`, {
      authorization: `Bearer ${login.json<{ token: string }>().token}`,
    });
    const started = Date.now();
    expect(await drainApp(app)).toEqual({ forced: false });
    await stream.ended;
    expect(stream.text()).toMatch(/\n\nretry: \d+\n\n$/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('cuts a request still running when the grace period ends, and still closes', async () => {
    const { app, port, slow } = await startApp(dialect);
    const inFlight = slowRequest(port);
    await slow.entered;
    expect(await drainApp(app, 200)).toEqual({ forced: true });
    expect((await inFlight).status).toBe(0);
  });
});

describe('draining the app on postgres, with its jobs running', () => {
  it('gives up job leadership (the advisory locks) only after in-flight requests finish', async () => {
    const { app, database, port, slow } = await startApp('postgres', { start: ['alert-sweep'], retryMs: 50 });
    const locksHeld = async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${JOB_LOCK_CLASS}`.execute(
        database.db,
      );
      return rows[0]?.n ?? 0;
    };
    await waitUntil('the alert sweep is led', async () => (await locksHeld()) === 1);
    const inFlight = slowRequest(port);
    await slow.entered;

    const drained = drainApp(app);
    await waitUntil('the server stops accepting', () => refusesConnections(port));
    expect(await locksHeld()).toBe(1);
    slow.release();
    expect((await inFlight).status).toBe(200);
    await drained;
    expect(await locksHeld()).toBe(0);
  });
});
