import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/** Waits before each new attempt after a lost or failed connection; the last one repeats. */
export const LISTEN_BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000] as const;

export interface PgListenerOptions {
  /** A new, unconnected client outside the pool: the session must stay ours for as long as it lives. */
  connect: () => pg.Client;
  channel: string;
  /** Shown in pg_stat_activity, so an operator (or a test) can find this instance's listener. */
  applicationName: string;
  onNotification(payload: string): void;
  /** LISTEN is in place again after a loss: whatever was notified meanwhile was missed. */
  onReconnected(): void;
  log: FastifyBaseLogger;
}

/**
 * Holds one dedicated connection LISTENing on a channel, reconnecting with backoff whenever it is lost.
 * `start` resolves after the first attempt, successful or not (later ones go on in the background).
 */
export function createPgListener(options: PgListenerOptions) {
  let stopped = false;
  let current: pg.Client | null = null;
  let wake: () => void = () => undefined;
  let loop: Promise<void> = Promise.resolve();

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => (clearTimeout(timer), resolve());
    });

  async function run(firstAttemptDone: () => void) {
    let failures = 0;
    let lost = false;
    while (!stopped) {
      const client = options.connect();
      current = client;
      // Also the error handler: without one, a dropped connection's 'error' event would crash the process.
      const ended = new Promise<unknown>((resolve) => {
        client.on('error', resolve);
        client.once('end', () => resolve(null));
      });
      client.on('notification', (message) => {
        if (message.channel === options.channel && message.payload !== undefined)
          options.onNotification(message.payload);
      });
      try {
        await client.connect();
        await client.query("select set_config('application_name', $1, false)", [options.applicationName]);
        await client.query(`listen ${options.channel}`);
        failures = 0;
        if (lost) options.onReconnected();
        lost = false;
        firstAttemptDone();
        const err = await ended;
        if (!stopped) options.log.warn({ err }, 'live updates: listener connection lost, reconnecting');
      } catch (err) {
        firstAttemptDone();
        if (!stopped) options.log.warn({ err }, 'live updates: listener could not connect, retrying');
      } finally {
        current = null;
        await client.end().catch(() => undefined);
      }
      lost = true;
      if (stopped) return;
      await pause(LISTEN_BACKOFF_MS[Math.min(failures, LISTEN_BACKOFF_MS.length - 1)]!);
      failures += 1;
    }
  }

  return {
    start(): Promise<void> {
      stopped = false;
      return new Promise<void>((resolve) => {
        loop = run(resolve);
      });
    },
    async stop(): Promise<void> {
      stopped = true;
      wake();
      await current?.end().catch(() => undefined);
      await loop;
    },
  };
}
