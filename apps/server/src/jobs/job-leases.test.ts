import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noDeviceCloud, type DeviceCloud } from '../../integrations/device-cloud/device-cloud.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createTelemetryWriter } from '../telemetry/telemetry.writer.ts';
import { createDeviceSync } from './device-sync.ts';
import { createStreamLeadership, STREAM_LOCK_KEY } from './stream-leadership.ts';

const RETRY_MS = 40;
/** Generous: on a loaded machine a 40 ms retry can take far longer. */
const until = async (condition: () => boolean, what: string) => {
  for (let i = 0; i < 500 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition(), what).toBe(true);
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 4 * RETRY_MS));

describe.each(DIALECTS)('event-stream leadership on %s', (dialect) => {
  let t: TestContext;
  /** Stopped even when a test fails: a leader holds a pooled connection, which would keep close() waiting. */
  let running: { stop(): Promise<void> }[] = [];
  beforeEach(async () => {
    t = await createTestContext(dialect);
    running = [];
  });
  afterEach(async () => {
    await Promise.all(running.map((r) => r.stop()));
    await t.close();
  });

  /** Two server instances' device syncs over one database, counting the event streams they open. */
  function twoInstances() {
    const open = new Set<string>();
    const instance = (name: string) => {
      const cloud: DeviceCloud = {
        ...noDeviceCloud,
        openEventStream: (signal) => {
          open.add(name);
          return Promise.resolve(
            new ReadableStream<Uint8Array>({
              start: (controller) =>
                signal.addEventListener('abort', () => (open.delete(name), controller.close())),
            }),
          );
        },
      };
      const db = t.database.db;
      return createDeviceSync({
        db,
        cloud,
        writer: createTelemetryWriter(db, t.clock, 0),
        clock: t.clock,
        log: t.app.log,
        leadership: createStreamLeadership(db, { retryMs: RETRY_MS }),
      });
    };
    const [a, b] = [instance('a'), instance('b')];
    running.push(a, b);
    return { open, a, b };
  }

  if (dialect === 'postgres') {
    it('lets exactly one instance consume the stream; another takes over when it stops', async () => {
      const { open, a, b } = twoInstances();
      a.start({ pollEveryMs: 60_000 });
      await until(() => open.has('a'), 'the first instance leads');
      b.start({ pollEveryMs: 60_000 });
      await settle();
      expect([...open]).toEqual(['a']);
      await a.stop();
      await until(() => open.has('b'), 'the second instance takes over');
      expect([...open]).toEqual(['b']);
      await b.stop();
      expect(open.size).toBe(0);
    });

    it('gives the lead away when the leader loses its database session', async () => {
      const db = t.database.db;
      const leading = { a: false, b: false };
      const a = createStreamLeadership(db, { retryMs: RETRY_MS, onChange: (on) => (leading.a = on) });
      const b = createStreamLeadership(db, { retryMs: RETRY_MS, onChange: (on) => (leading.b = on) });
      running.push(a, b);
      a.start(() => async () => undefined);
      await until(() => leading.a, 'a leads');
      b.start(() => async () => undefined);
      await settle();
      expect(leading).toEqual({ a: true, b: false });

      // The session holding the lock dies (a failover, a killed backend): its lock goes with it.
      const classid = Math.floor(STREAM_LOCK_KEY / 2 ** 32);
      await sql`select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and granted and classid = ${classid}
          and database = (select oid from pg_database where datname = current_database())`.execute(db);
      await until(() => leading.b && !leading.a, 'b takes over and a stops leading');
      await Promise.all([a.stop(), b.stop()]);
      expect(leading).toEqual({ a: false, b: false });
    });
  } else {
    it('leads at once: SQLite is one process', async () => {
      const { open, a } = twoInstances();
      a.start({ pollEveryMs: 60_000 });
      await until(() => open.has('a'), 'the only instance leads');
      await a.stop();
      expect(open.size).toBe(0);
    });
  }
});
