import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createJobLeases, type JobLeases } from './job-leases.ts';

/** A job that runs every `everyMs`; a run still going when the next is due is not doubled. */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
  /** `every-instance` jobs run wherever the app runs (their writes are idempotent); default `singleton`. */
  scope?: 'singleton' | 'every-instance';
}

/** A job that runs for as long as it is led (the device event stream, Telegram's long polling). */
export interface LongRunningJob {
  name: string;
  /** Starts the work; returns what stops it. */
  lead(): () => Promise<void>;
  /**
   * Runs in every instance from start to stop, leading or not, so a takeover can pick up where a dead
   * leader stopped (the device stream's standby keeps the readings its leader may not have stored).
   */
  standby?(): () => Promise<void>;
}

export type Job = PeriodicJob | LongRunningJob;

export interface JobRegistryOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** How soon a free singleton job is taken over (PostgreSQL). */
  retryMs?: number;
}

/**
 * Every background job of an instance, in one place. Singleton jobs (outboxes, sweeps, the device stream)
 * run in exactly one instance at a time; when it dies, another takes each of them over.
 */
export function createJobRegistry(options: JobRegistryOptions) {
  const jobs = new Map<string, Job>();
  let leases: JobLeases | null = null;
  const local: (() => Promise<void>)[] = [];

  function startJob(job: Job): () => Promise<void> {
    if ('lead' in job) return job.lead();
    let running: Promise<unknown> | null = null;
    const tick = () => {
      running ??= job
        .run()
        .catch((err: unknown) => options.log.warn({ err, job: job.name }, 'background job failed'))
        .finally(() => (running = null));
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    tick();
    return async () => {
      clearInterval(timer);
      await running;
    };
  }

  return {
    add(job: Job): void {
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
      jobs.set(job.name, job);
    },
    names: () => [...jobs.keys()],
    /** Starts the named jobs (default: all). */
    start(only?: readonly string[]): void {
      const chosen = [...jobs.values()].filter((job) => !only || only.includes(job.name));
      const everywhere = chosen.filter((job) => 'everyMs' in job && job.scope === 'every-instance');
      for (const job of everywhere) local.push(startJob(job));
      // Before leadership, so a job led at once (SQLite) finds its standby already running.
      for (const job of chosen) if ('standby' in job && job.standby) local.push(job.standby());
      const singletons = chosen.filter((job) => !everywhere.includes(job));
      leases = createJobLeases(options.db, {
        retryMs: options.retryMs,
        onChange: (name, leading) => options.log.info({ job: name, leading }, 'background job leadership'),
        onError: (err) => options.log.warn({ err }, 'background job leadership check failed'),
      });
      leases.start(
        singletons.map((job) => job.name),
        (name) => startJob(jobs.get(name)!),
      );
    },
    async stop(): Promise<void> {
      await leases?.stop();
      leases = null;
      await Promise.all(local.splice(0).map((stop) => stop()));
    },
  };
}

export type JobRegistry = ReturnType<typeof createJobRegistry>;
