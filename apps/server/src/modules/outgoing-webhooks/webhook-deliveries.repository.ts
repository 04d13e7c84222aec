import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { claimOutboxRow } from '../../db/outbox-claim.ts';
import type { WebhookDeliveriesTable, WebhookDeliveryAttemptsTable } from './outgoing-webhooks.table.ts';

export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type WebhookAttemptRow = Selectable<WebhookDeliveryAttemptsTable>;
export type NewWebhookDelivery = Insertable<WebhookDeliveriesTable>;
/** A due delivery with what sending it needs of its hook. */
export type DueDelivery = WebhookDeliveryRow & { url: string; secret: string };

/** One attempt as the outbox saw it: its number, when it started, how long it took. */
export interface AttemptRecord {
  attempts: number;
  startedAt: string;
  durationMs: number;
  /** When it ended: the delivery's `last_attempt_at`. */
  at: string;
}

const ERROR_MAX = 500;

const attemptRow = (
  id: string,
  attempt: AttemptRecord,
  status: number | null,
  error: string | null,
): WebhookAttemptRow => ({
  delivery_id: id,
  attempt: attempt.attempts,
  attempted_at: attempt.startedAt,
  status,
  duration_ms: Math.max(0, Math.round(attempt.durationMs)),
  error: error === null ? null : error.slice(0, ERROR_MAX),
});

/** The outbox of outgoing webhooks; each row stays as the record of its delivery. */
export function createWebhookDeliveriesRepository(db: Kysely<Database>) {
  return {
    /** Queues deliveries; one already queued for the same hook and event is kept, not doubled. */
    async insert(executor: Kysely<Database>, rows: readonly NewWebhookDelivery[]): Promise<void> {
      if (rows.length === 0) return;
      await executor
        .insertInto('webhook_deliveries')
        .values([...rows])
        .onConflict((oc) => oc.columns(['webhook_id', 'event_key']).doNothing())
        .execute();
    },

    /**
     * Each enabled hook's pending deliveries due now, the longest waiting first, at most `perHook` each:
     * read hook by hook, so one hook's backlog never crowds out another's.
     */
    async dueByHook(nowMs: number, perHook: number): Promise<DueDelivery[][]> {
      const hooks = await db
        .selectFrom('webhooks')
        .select(['id', 'url', 'secret'])
        .where('enabled', '=', 1)
        .execute();
      const groups = await Promise.all(
        hooks.map(async (hook) => {
          const rows = await db
            .selectFrom('webhook_deliveries')
            .selectAll()
            .where('webhook_id', '=', hook.id)
            .where('status', '=', 'pending')
            .where('next_attempt_ms', '<=', nowMs)
            .orderBy('next_attempt_ms')
            .orderBy('id')
            .limit(perHook)
            .execute();
          return rows.map((row) => ({ ...row, url: hook.url, secret: hook.secret }));
        }),
      );
      return groups.filter((rows) => rows.length > 0);
    },

    /** A hook whose receiver failed: its other waiting deliveries wait as long as the one that failed. */
    async defer(webhookId: string, untilMs: number): Promise<void> {
      await db
        .updateTable('webhook_deliveries')
        .set({ next_attempt_ms: untilMs })
        .where('webhook_id', '=', webhookId)
        .where('status', '=', 'pending')
        .where('next_attempt_ms', '<', untilMs)
        .execute();
    },

    /** Takes a delivery for one attempt (see `claimOutboxRow`). */
    claim(id: string, seenNextMs: number, leaseUntilMs: number): Promise<boolean> {
      return claimOutboxRow(db, 'webhook_deliveries', { id, seenNextMs, leaseUntilMs });
    },

    /** The receiver answered 2xx: the delivery is done, and the attempt joins its log (both or neither). */
    async markDelivered(id: string, attempt: AttemptRecord & { status: number }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('webhook_deliveries')
          .set({
            status: 'delivered',
            attempts: attempt.attempts,
            last_status: attempt.status,
            last_error: null,
            last_attempt_at: attempt.at,
            delivered_at: attempt.at,
          })
          .where('id', '=', id)
          .execute();
        await trx
          .insertInto('webhook_delivery_attempts')
          .values(attemptRow(id, attempt, attempt.status, null))
          .execute();
      });
    },

    /** A failed attempt: tried again at `nextAttemptMs`, or given up (`failed`) when that is null. */
    async markFailed(
      id: string,
      attempt: AttemptRecord & { status: number | null; error: string; nextAttemptMs: number | null },
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('webhook_deliveries')
          .set({
            attempts: attempt.attempts,
            last_status: attempt.status,
            last_error: attempt.error.slice(0, ERROR_MAX),
            last_attempt_at: attempt.at,
            ...(attempt.nextAttemptMs === null
              ? { status: 'failed' as const }
              : { next_attempt_ms: attempt.nextAttemptMs }),
          })
          .where('id', '=', id)
          .execute();
        await trx
          .insertInto('webhook_delivery_attempts')
          .values(attemptRow(id, attempt, attempt.status, attempt.error))
          .execute();
      });
    },

    /** A hook switched off takes its waiting deliveries with it. */
    async cancelPending(executor: Kysely<Database>, webhookId: string): Promise<void> {
      await executor
        .updateTable('webhook_deliveries')
        .set({ status: 'cancelled' })
        .where('webhook_id', '=', webhookId)
        .where('status', '=', 'pending')
        .execute();
    },

    /** One hook's log, newest first, after the cursor's id when given. */
    page(webhookId: string, limit: number, beforeId?: string): Promise<WebhookDeliveryRow[]> {
      let query = db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('webhook_id', '=', webhookId)
        .orderBy('id', 'desc')
        .limit(limit);
      if (beforeId !== undefined) query = query.where('id', '<', beforeId);
      return query.execute();
    },

    /** The attempts of these deliveries, each delivery's in order. */
    attemptsOf(deliveryIds: readonly string[]): Promise<WebhookAttemptRow[]> {
      if (deliveryIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('webhook_delivery_attempts')
        .selectAll()
        .where('delivery_id', 'in', [...deliveryIds])
        .orderBy('delivery_id')
        .orderBy('attempt')
        .execute();
    },

    /**
     * Forgets finished deliveries older than `beforeIso`, their attempts with them (the foreign key
     * cascades); pending ones stay whatever their age.
     */
    async prune(beforeIso: string): Promise<void> {
      await db
        .deleteFrom('webhook_deliveries')
        .where('status', '!=', 'pending')
        .where('created_at', '<', beforeIso)
        .execute();
    },
  };
}

export type WebhookDeliveriesRepository = ReturnType<typeof createWebhookDeliveriesRepository>;
