import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import { markForPostgres } from '../db/prepared-statements.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { RateCounter, WindowCount } from './rate-counter.ts';

interface Waiter {
  resolve(count: WindowCount): void;
  reject(error: unknown): void;
}

/** One caller's calls in one window, waiting for the next upsert. */
interface Pending {
  key: string;
  windowStart: number;
  windowMs: number;
  max: number;
  waiters: Waiter[];
}

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;

export interface ClusterRateCounterDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Counts calls per caller in fixed windows in PostgreSQL (`rate_limit_counts`), so every instance adds
 * to the one count and the limit holds for the cluster, not per instance.
 *
 * Exact and cheap: each call waits for one upsert, but calls that arrive together share it. While an
 * upsert is out, the calls arriving meanwhile gather (per caller, `count + n`) and go in the next one,
 * so under load a statement carries many calls; its RETURNING gives each call its exact place. Once a
 * caller's count reached the limit, the rest of their window is refused here without asking the
 * database (a count never goes down within a window). Windows before the previous one are deleted once
 * per window by each instance, off the request's path.
 */
export function createClusterRateCounter(deps: ClusterRateCounterDeps): RateCounter {
  let pending = new Map<string, Pending>();
  let scheduled = false;
  let flushing = false;
  /** Callers known to be past the limit, with the window they are past it in. */
  const full = new Map<string, number>();
  let cleanedFor = 0;

  /** The upsert's SQL for `rows` rows, compiled by Kysely once per row count (its values are parameters). */
  const upsertSql = new Map<number, string>();
  function upsertText(rows: number): string {
    let text = upsertSql.get(rows);
    if (text === undefined) {
      text = deps.db
        .insertInto('rate_limit_counts')
        .values(Array.from({ length: rows }, () => ({ key: '', window_start: 0, count: 0 })))
        .onConflict((oc) =>
          oc
            .columns(['key', 'window_start'])
            .doUpdateSet((eb) => ({ count: eb('rate_limit_counts.count', '+', eb.ref('excluded.count')) })),
        )
        .returning(['key', 'window_start', 'count'])
        .compile().sql;
      // One caller's calls of one turn: the statement nearly every call sends, parsed once per connection.
      if (rows === 1) markForPostgres(text, { named: true, textRows: false });
      upsertSql.set(rows, text);
    }
    return text;
  }

  /**
   * Adds each entry's calls to its count in one statement per CHUNK entries. The statement is built once
   * per row count and reused: every call on PostgreSQL counts, so the count's own work is on every
   * request's path.
   */
  async function upsert(batch: Pending[]): Promise<Map<string, number>> {
    const totals = new Map<string, number>();
    for (let i = 0; i < batch.length; i += CHUNK) {
      const entries = batch.slice(i, i + CHUNK);
      const parameters = entries.flatMap((entry) => [entry.key, entry.windowStart, entry.waiters.length]);
      const { rows } = await deps.db.executeQuery<{ key: string; window_start: number; count: number }>(
        CompiledQuery.raw(upsertText(entries.length), parameters),
      );
      for (const row of rows) totals.set(`${Number(row.window_start)}|${row.key}`, row.count);
    }
    return totals;
  }

  /** Forgets the windows no instance counts in any more (one window's grace for clocks a little apart). */
  function clean(windowStart: number, windowMs: number): void {
    if (windowStart <= cleanedFor) return;
    cleanedFor = windowStart;
    for (const [key, start] of full) if (start < windowStart) full.delete(key);
    deps.db
      .deleteFrom('rate_limit_counts')
      .where('window_start', '<', windowStart - windowMs)
      .execute()
      .catch((err: unknown) => deps.log.warn({ err }, 'expired rate limit windows not deleted'));
  }

  async function flush(): Promise<void> {
    scheduled = false;
    if (pending.size === 0) return;
    flushing = true;
    // In one order on every instance, so two upserts that lock the same rows cannot deadlock.
    const batch = [...pending.values()].sort(
      (a, b) => a.windowStart - b.windowStart || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
    pending = new Map();
    try {
      const totals = await upsert(batch);
      const nowMs = deps.clock.now().getTime();
      for (const entry of batch) {
        const total = totals.get(`${entry.windowStart}|${entry.key}`) ?? entry.waiters.length;
        const ttl = Math.max(0, entry.windowStart + entry.windowMs - nowMs);
        const first = total - entry.waiters.length + 1;
        entry.waiters.forEach((waiter, i) => waiter.resolve({ current: first + i, ttl }));
        if (total >= entry.max) full.set(entry.key, entry.windowStart);
      }
      const latest = batch.at(-1)!;
      clean(latest.windowStart, latest.windowMs);
    } catch (error) {
      deps.log.warn({ err: error }, 'rate limit not counted');
      for (const entry of batch) for (const waiter of entry.waiters) waiter.reject(error);
    } finally {
      flushing = false;
      schedule();
    }
  }

  function schedule(): void {
    if (scheduled || flushing || pending.size === 0) return;
    scheduled = true;
    // The calls of this turn of the event loop go together.
    setImmediate(() => void flush());
  }

  return {
    /** Counts one call of `key` in the current window of `windowMs`; `max` is the limit it is held to. */
    count(key: string, windowMs: number, max: number): WindowCount | Promise<WindowCount> {
      const nowMs = deps.clock.now().getTime();
      const windowStart = nowMs - (nowMs % windowMs);
      if (full.get(key) === windowStart) return { current: max + 1, ttl: windowStart + windowMs - nowMs };
      return new Promise((resolve, reject) => {
        const id = `${windowStart}|${key}`;
        const entry = pending.get(id) ?? { key, windowStart, windowMs, max, waiters: [] };
        entry.waiters.push({ resolve, reject });
        pending.set(id, entry);
        schedule();
      });
    },
  };
}
