import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { DIALECTS } from '../testing/test-databases.ts';
import { createJobRegistry, type JobRegistry } from './job-registry.ts';
import { JOB_LOCK_CLASS, jobLockId } from './job-leases.ts';

const RETRY_MS = 40;
/** Generous: on a loaded machine a 40 ms retry can take far longer. */
const until = async (condition: () => boolean, what: string) => {
  for (let i = 0; i < 500 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition(), what).toBe(true);
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 4 * RETRY_MS));

describe.each(DIALECTS)('singleton jobs on %s', (dialect) => {
  let t: TestContext;
  /** Stopped even when a test fails: a leader holds a pooled connection, which would keep close() waiting. */
  let running: JobRegistry[] = [];
  beforeEach(async () => {
    t = await createTestContext(dialect);
    running = [];
  });
  afterEach(async () => {
    await Promise.all(running.map((r) => r.stop()));
    await t.close();
  });

  /** Two server instances' registries over one database, each with the same two long-running jobs. */
  function twoInstances() {
    const leading = new Map<string, Set<string>>([
      ['stream', new Set()],
      ['updates', new Set()],
    ]);
    const instance = (name: string) => {
      const jobs = createJobRegistry({ db: t.database.db, log: t.app.log, retryMs: RETRY_MS });
      for (const job of leading.keys()) {
        jobs.add({
          name: job,
          lead: () => {
            leading.get(job)!.add(name);
            return async () => void leading.get(job)!.delete(name);
          },
        });
      }
      running.push(jobs);
      return jobs;
    };
    return { leading, a: instance('a'), b: instance('b') };
  }

  if (dialect === 'postgres') {
    it('runs each job in exactly one instance; the other takes over when it stops', async () => {
      const { leading, a, b } = twoInstances();
      a.start();
      await until(() => leading.get('stream')!.has('a') && leading.get('updates')!.has('a'), 'a leads both');
      b.start();
      await settle();
      expect([...leading.get('stream')!]).toEqual(['a']);
      expect([...leading.get('updates')!]).toEqual(['a']);
      await a.stop();
      await until(() => leading.get('stream')!.has('b') && leading.get('updates')!.has('b'), 'b takes over');
      expect([...leading.get('stream')!]).toEqual(['b']);
      await b.stop();
      expect(leading.get('stream')!.size + leading.get('updates')!.size).toBe(0);
    });

    it('gives every job away when the leader loses its database session', async () => {
      const { leading, a, b } = twoInstances();
      a.start();
      await until(() => leading.get('stream')!.has('a'), 'a leads');
      b.start();
      await settle();
      // The session holding the locks dies (a failover, a killed backend): its locks go with it.
      await sql`select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and granted and classid = ${JOB_LOCK_CLASS} and objid = ${jobLockId('stream') >>> 0}
          and database = (select oid from pg_database where datname = current_database())`.execute(
        t.database.db,
      );
      await until(
        () => [...leading.values()].every((set) => set.size === 1 && set.has('b')),
        'b takes both jobs over and a stops leading them',
      );
    });

    it('runs a periodic singleton in one instance only', async () => {
      const runs: string[] = [];
      const instance = (name: string) => {
        const jobs = createJobRegistry({ db: t.database.db, log: t.app.log, retryMs: RETRY_MS });
        jobs.add({ name: 'sweep', everyMs: 20, run: async () => void runs.push(name) });
        running.push(jobs);
        return jobs;
      };
      instance('a').start();
      await until(() => runs.length > 0, 'a runs the sweep');
      instance('b').start();
      await settle();
      expect(new Set(runs)).toEqual(new Set(['a']));
    });
  } else {
    it('leads every job at once: SQLite is one process', async () => {
      const { leading, a } = twoInstances();
      a.start();
      await until(
        () => leading.get('stream')!.has('a') && leading.get('updates')!.has('a'),
        'the only one leads',
      );
      await a.stop();
      expect(leading.get('stream')!.size).toBe(0);
    });
  }

  it('runs every-instance jobs everywhere and starts only the named jobs when asked', async () => {
    const runs: string[] = [];
    const jobs = createJobRegistry({ db: t.database.db, log: t.app.log, retryMs: RETRY_MS });
    running.push(jobs);
    jobs.add({ name: 'poll', everyMs: 20, scope: 'every-instance', run: async () => void runs.push('poll') });
    jobs.add({ name: 'other', everyMs: 20, run: async () => void runs.push('other') });
    jobs.start(['poll']);
    await until(() => runs.length >= 2, 'the poll runs repeatedly');
    expect(new Set(runs)).toEqual(new Set(['poll']));
    expect(() => jobs.add({ name: 'poll', everyMs: 1, run: async () => undefined })).toThrow(/twice/);
  });

  it('runs a standby in every instance before it leads, and stops it after leading ends', async () => {
    const log: string[] = [];
    const instance = (name: string) => {
      const jobs = createJobRegistry({ db: t.database.db, log: t.app.log, retryMs: RETRY_MS });
      jobs.add({
        name: 'stream',
        standby: () => (log.push(`${name} watches`), async () => void log.push(`${name} stops watching`)),
        lead: () => (log.push(`${name} leads`), async () => void log.push(`${name} stops leading`)),
      });
      running.push(jobs);
      return jobs;
    };
    const a = instance('a');
    a.start();
    await until(() => log.includes('a leads'), 'a leads');
    expect(log).toEqual(['a watches', 'a leads']);
    if (dialect === 'postgres') {
      const b = instance('b');
      b.start();
      await settle();
      expect(log).toEqual(['a watches', 'a leads', 'b watches']);
      await a.stop();
      await until(() => log.includes('b leads'), 'b takes over');
      expect(log.slice(3)).toEqual(['a stops leading', 'a stops watching', 'b leads']);
    } else {
      await a.stop();
      expect(log).toEqual(['a watches', 'a leads', 'a stops leading', 'a stops watching']);
    }
  });
});
