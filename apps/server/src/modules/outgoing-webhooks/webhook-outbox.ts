import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { createOutboxPasses } from '../../lib/outbox-passes.ts';
import type { DueDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository.ts';
import { sendWebhook } from './webhook-sender.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

export const WEBHOOK_MAX_ATTEMPTS = 8;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a claimed delivery is ours to send before another drain may try it: well past the timeout. */
const LEASE_MS = 60_000;
/** Deliveries one hook may send in one pass, and for how long; the rest wait for the next pass (2 s). */
const PER_HOOK = 20;
const PASS_BUDGET_MS = 10_000;

/** Seconds before the next attempt after `attempts` failures: 30 s, 1, 2, 4 ... minutes, at most an hour. */
export const webhookBackoffMs = (attempts: number) => Math.min(15_000 * 2 ** attempts, 3_600_000);

export interface WebhookOutboxDeps {
  db: Kysely<Database>;
  webhooks: WebhooksRepository;
  deliveries: WebhookDeliveriesRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

/** A failed attempt in words for the log: never the URL, which may carry a token in its query. */
function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `No answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return `Connection failed: ${cause.code}`;
  return error instanceof Error ? error.message : 'Request failed';
}

/**
 * Sends the webhook outbox. Each hook drains on its own, so a slow or dead receiver delays only its own
 * deliveries. A 2xx ends a delivery; anything else backs off exponentially up to a limit, and the hook's
 * other deliveries wait with it (one attempt per backoff, not one per pass); 410 Gone switches it off.
 */
export function createWebhookOutbox(deps: WebhookOutboxDeps) {
  const timeoutMs = deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  /** The receiver said the hook is gone for good: switch it off and drop what waits for it. */
  async function retire(webhookId: string, at: string): Promise<void> {
    await deps.db.transaction().execute(async (trx) => {
      if (await deps.webhooks.disable(trx, webhookId, { disabled_reason: 'gone', updated_at: at }))
        await deps.deliveries.cancelPending(trx, webhookId);
    });
    deps.log.warn({ webhookId }, 'webhook receiver answered 410 Gone; webhook switched off');
  }

  /** One attempt at one delivery; `taken` when another drain claimed it first. */
  async function attempt(row: DueDelivery): Promise<'delivered' | 'failed' | 'taken'> {
    const seen = Number(row.next_attempt_ms);
    if (!(await deps.deliveries.claim(row.id, seen, deps.clock.now().getTime() + LEASE_MS))) return 'taken';
    const attempts = row.attempts + 1;
    const startedAt = deps.clock.now().toISOString();
    // Wall time, not the app's clock: how long the receiver took is the log's to show.
    const started = performance.now();
    let status: number | null = null;
    let error: string;
    try {
      const request = {
        url: row.url,
        secret: row.secret,
        deliveryId: row.id,
        event: row.event,
        body: row.body,
      };
      status = (await sendWebhook(request, timeoutMs)).status;
      error = `HTTP ${status}`;
    } catch (thrown) {
      error = describe(thrown, timeoutMs);
    }
    const durationMs = performance.now() - started;
    const now = deps.clock.now();
    const record = { attempts, startedAt, durationMs, at: now.toISOString() };
    if (status !== null && status >= 200 && status < 300) {
      await deps.deliveries.markDelivered(row.id, { ...record, status });
      return 'delivered';
    }
    const gone = status === 410;
    const giveUp = gone || attempts >= WEBHOOK_MAX_ATTEMPTS;
    const nextAttemptMs = giveUp ? null : now.getTime() + webhookBackoffMs(attempts);
    await deps.deliveries.markFailed(row.id, { ...record, status, error, nextAttemptMs });
    if (gone) await retire(row.webhook_id, record.at);
    // The receiver is failing: its whole queue backs off, rather than a fresh delivery every pass.
    else if (nextAttemptMs !== null) await deps.deliveries.defer(row.webhook_id, nextAttemptMs);
    deps.log.warn({ webhookId: row.webhook_id, attempts, status, giveUp }, 'webhook not delivered');
    return 'failed';
  }

  /**
   * A hook's due deliveries in order, until the first that fails or the pass's budget is spent: a slow
   * receiver does not hold up the next pass (and with it the other hooks' new deliveries).
   */
  async function drainHook(rows: readonly DueDelivery[]): Promise<number> {
    const started = Date.now();
    let delivered = 0;
    for (const row of rows) {
      if (Date.now() - started > PASS_BUDGET_MS) break;
      const outcome = await attempt(row);
      if (outcome === 'failed') break;
      if (outcome === 'delivered') delivered += 1;
    }
    return delivered;
  }

  async function drain(): Promise<number> {
    const byHook = await deps.deliveries.dueByHook(deps.clock.now().getTime(), PER_HOOK);
    const counts = await Promise.all(byHook.map(drainHook));
    return counts.reduce((sum, n) => sum + n, 0);
  }

  return createOutboxPasses(drain, (err: unknown) => deps.log.warn({ err }, 'webhook outbox failed'));
}

export type WebhookOutbox = ReturnType<typeof createWebhookOutbox>;
