import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Exactly one instance consumes the device event stream (DESIGN section 12). On PostgreSQL the holder of a
 * session advisory lock leads; the others retry, so one of them takes over when the leader stops or its
 * connection dies. SQLite is one process by nature, so it always leads at once.
 */
export interface Leadership {
  /** Calls `lead` once leading, and the function it returned when leadership ends. */
  start(lead: () => () => Promise<void>): void;
  /** Ends leadership (running the stop function) and releases the lock. */
  stop(): Promise<void>;
}

/** `canopy` in ASCII: one fixed key that nothing else in the database uses. */
export const STREAM_LOCK_KEY = 0x63616e6f7079;

export interface LeadershipOptions {
  /** How often a follower tries the lock, and how often the leader checks that its connection lives. */
  retryMs?: number;
  onChange?(leading: boolean): void;
  onError?(error: unknown): void;
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

export function createStreamLeadership(db: Kysely<Database>, options: LeadershipOptions = {}): Leadership {
  return isPostgres(db) ? advisoryLockLeadership(db, options) : alwaysLeading(options);
}

function alwaysLeading(options: LeadershipOptions): Leadership {
  let stopLeading: (() => Promise<void>) | null = null;
  return {
    start(lead) {
      stopLeading = lead();
      options.onChange?.(true);
    },
    async stop() {
      await stopLeading?.();
      if (stopLeading) options.onChange?.(false);
      stopLeading = null;
    },
  };
}

function advisoryLockLeadership(db: Kysely<Database>, options: LeadershipOptions): Leadership {
  const retryMs = options.retryMs ?? 10_000;
  let stopping = false;
  let wake: () => void = () => undefined;
  let loop: Promise<void> = Promise.resolve();
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, retryMs);
      wake = () => (clearTimeout(timer), resolve());
    });

  /** Holds one pooled connection for as long as it leads: the lock belongs to that session. */
  async function attempt(lead: () => () => Promise<void>): Promise<void> {
    await db.connection().execute(async (connection) => {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_lock(${STREAM_LOCK_KEY}::bigint) as locked`.execute(connection);
      if (!rows[0]?.locked) return;
      const stopLeading = lead();
      options.onChange?.(true);
      try {
        // A dead connection has lost the lock with it: stop leading so another instance can take over.
        while (!stopping) {
          await pause();
          if (!stopping) await sql`select 1`.execute(connection);
        }
      } finally {
        await stopLeading();
        options.onChange?.(false);
      }
      await sql`select pg_advisory_unlock(${STREAM_LOCK_KEY}::bigint)`.execute(connection);
    });
  }

  return {
    start(lead) {
      stopping = false;
      loop = (async () => {
        while (!stopping) {
          await attempt(lead).catch((error: unknown) => options.onError?.(error));
          if (!stopping) await pause();
        }
      })();
    },
    async stop() {
      stopping = true;
      wake();
      await loop;
    },
  };
}
