import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { createClusterRateCounter } from './cluster-rate-counter.ts';

const MINUTE = 60_000;
const silent = { warn: () => undefined } as never;

describe('the cluster rate counter on postgres', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('gives every call of two instances its own place in the window, however many arrive at once', async () => {
    const clock = new FakeClock(Date.parse('2026-03-01T08:00:10.000Z'));
    const [a, b] = [1, 2].map(() => createClusterRateCounter({ db: database.db, clock, log: silent }));
    const calls = Array.from({ length: 80 }, (_, i) => (i % 2 ? a! : b!).count('user:burst', MINUTE, 1000));
    const counts = await Promise.all(calls);
    expect(counts.map((count) => count.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 80 }, (_, i) => i + 1),
    );
    // The window is the clock's minute: 50 s of it are left.
    expect(new Set(counts.map((count) => count.ttl))).toEqual(new Set([50_000]));
    const rows = await database.db.selectFrom('rate_limit_counts').selectAll().execute();
    expect(rows.map((row) => [row.key, Number(row.window_start), row.count])).toEqual([
      ['user:burst', Date.parse('2026-03-01T08:00:00.000Z'), 80],
    ]);
  });

  it('keeps its counts in an unlogged table: a count writes no WAL and waits for no flush to disk', async () => {
    const { rows } = await sql<{ persistence: string }>`
      select relpersistence as persistence from pg_class where relname = 'rate_limit_counts'`.execute(
      database.db,
    );
    expect(rows).toEqual([{ persistence: 'u' }]);
  });

  it('fails the count when the database does not answer (the rate limit then lets the call through, uncounted)', async () => {
    const broken = await createTestDatabase('postgres');
    await broken.drop();
    const counter = createClusterRateCounter({ db: broken.db, clock: new FakeClock(), log: silent });
    await expect(counter.count('user:someone', MINUTE, 10)).rejects.toThrow();
  });
});
