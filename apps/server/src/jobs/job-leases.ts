import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Which singleton jobs this instance leads. On PostgreSQL, a job is led by the instance holding its
 * session advisory lock; one held connection carries every lock the instance has, and checks each pass
 * that it still lives, so a dead instance's jobs are free again as soon as its session ends. SQLite is one
 * process by nature: every job is led at once.
 */
export interface JobLeases {
  /** Calls `lead(name)` for each job once it is this instance's, and the function it returned when not. */
  start(names: readonly string[], lead: (name: string) => () => Promise<void>): void;
  /** Stops leading everything and releases the locks. */
  stop(): Promise<void>;
}

export interface JobLeaseOptions {
  /** How often free jobs are tried, and how often the held connection is checked. */
  retryMs?: number;
  onChange?(name: string, leading: boolean): void;
  onError?(error: unknown): void;
}

/** `cano` in ASCII: the advisory-lock class of Canopy's jobs; the object id is the job name's hash. */
export const JOB_LOCK_CLASS = 0x63616e6f;

/** FNV-1a of the job name as a signed 32-bit integer, PostgreSQL's advisory-lock object id type. */
export function jobLockId(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of Buffer.from(name)) hash = Math.imul(hash ^ char, 0x01000193);
  return hash | 0;
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

export function createJobLeases(db: Kysely<Database>, options: JobLeaseOptions = {}): JobLeases {
  return isPostgres(db) ? advisoryLockLeases(db, options) : allLeased(options);
}

function allLeased(options: JobLeaseOptions): JobLeases {
  const stops = new Map<string, () => Promise<void>>();
  return {
    start(names, lead) {
      for (const name of names) {
        stops.set(name, lead(name));
        options.onChange?.(name, true);
      }
    },
    async stop() {
      for (const [name, stop] of stops) {
        await stop();
        options.onChange?.(name, false);
      }
      stops.clear();
    },
  };
}

function advisoryLockLeases(db: Kysely<Database>, options: JobLeaseOptions): JobLeases {
  const retryMs = options.retryMs ?? 10_000;
  let stopping = false;
  let wake: () => void = () => undefined;
  let loop: Promise<void> = Promise.resolve();
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, retryMs);
      wake = () => (clearTimeout(timer), resolve());
    });

  /** One session for as long as it lives: every lock it takes belongs to it. */
  async function holdSession(names: readonly string[], lead: (name: string) => () => Promise<void>) {
    await db.connection().execute(async (connection) => {
      const led = new Map<string, () => Promise<void>>();
      try {
        while (!stopping) {
          for (const name of names) {
            if (led.has(name)) continue;
            const { rows } = await sql<{ locked: boolean }>`
              select pg_try_advisory_lock(${JOB_LOCK_CLASS}::int, ${jobLockId(name)}::int) as locked`.execute(
              connection,
            );
            if (!rows[0]?.locked) continue;
            led.set(name, lead(name));
            options.onChange?.(name, true);
          }
          await pause();
          // A dead connection has lost its locks: the error ends every job here so others take them.
          if (!stopping) await sql`select 1`.execute(connection);
        }
      } finally {
        for (const [name, stop] of led) {
          await stop().catch((error: unknown) => options.onError?.(error));
          options.onChange?.(name, false);
        }
      }
      await sql`select pg_advisory_unlock_all()`.execute(connection);
    });
  }

  return {
    start(names, lead) {
      stopping = false;
      loop = (async () => {
        while (!stopping) {
          await holdSession(names, lead).catch((error: unknown) => options.onError?.(error));
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
