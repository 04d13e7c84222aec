import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { TelegramError, type Messenger } from '../../integrations/messaging/telegram.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAlertsRepository } from './alerts.repository.ts';

export const OUTBOX_MAX_ATTEMPTS = 8;

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  messenger: Messenger;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Telegram allows about one message per second per chat. */
  spacingMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Delivers the outbox: retries with backoff, honours 429 retry_after, spaces messages per chat. */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const repo = createAlertsRepository(options.db);
  const spacingMs = options.spacingMs ?? 1100;
  const sleep = options.sleep ?? defaultSleep;
  const lastSent = new Map<string, number>();
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function drain(): Promise<number> {
    let delivered = 0;
    const throttledChats = new Set<string>();
    for (const message of await repo.due(options.clock.now().getTime(), OUTBOX_MAX_ATTEMPTS, 50)) {
      if (throttledChats.has(message.chat_id)) continue;
      const wait = (lastSent.get(message.chat_id) ?? 0) + spacingMs - Date.now();
      if (wait > 0) await sleep(wait);
      try {
        await options.messenger.sendMessage(message.chat_id, message.text);
        lastSent.set(message.chat_id, Date.now());
        await repo.markSent(message.id, options.clock.now().toISOString());
        delivered += 1;
      } catch (error) {
        const attempts = message.attempts + 1;
        const now = options.clock.now().getTime();
        if (error instanceof TelegramError && error.status === 429) {
          const until = now + (error.retryAfterSeconds ?? 5) * 1000;
          // 429 is not the message's fault: the attempt does not count against it.
          await repo.markFailed(message.id, message.attempts, until, error.message);
          await repo.deferChat(message.chat_id, until);
          throttledChats.add(message.chat_id);
          continue;
        }
        const backoff = Math.min(2 ** attempts * 1000, 15 * 60_000);
        await repo.markFailed(
          message.id,
          attempts,
          now + backoff,
          error instanceof Error ? error.message : 'send failed',
        );
        options.log.warn({ attempts }, 'alert message not delivered');
      }
    }
    return delivered;
  }

  return {
    /** One pass over due messages; concurrent calls share the pass. */
    runOnce(): Promise<number> {
      running ??= drain().finally(() => (running = null));
      return running;
    },
    start(everyMs = 2000) {
      timer = setInterval(() => void this.runOnce().catch(() => undefined), everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
