import type { NotificationChannel } from '@canopy/shared/alerts';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { claimOutboxRow } from '../../db/outbox-claim.ts';
import type { NotificationsTable } from './notifications.table.ts';

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;

/** The outbox of every channel; each row is one message to one recipient, and stays as its record. */
export function createNotificationsRepository(db: Kysely<Database>) {
  return {
    async insert(executor: Kysely<Database>, rows: readonly NewNotification[]): Promise<void> {
      if (rows.length > 0)
        await executor
          .insertInto('notifications')
          .values([...rows])
          .execute();
    },

    /** Pending messages due now, oldest first, but for the recipients in `skip` (busy sending). */
    due(
      nowMs: number,
      limit: number,
      skip: readonly { channel: string; recipient: string }[] = [],
    ): Promise<NotificationRow[]> {
      return db
        .selectFrom('notifications')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_ms', '<=', nowMs)
        .$if(skip.length > 0, (query) =>
          query.where((eb) =>
            eb.and(
              skip.map(({ channel, recipient }) =>
                eb.not(
                  eb.and([
                    eb('channel', '=', channel as NotificationChannel),
                    eb('recipient', '=', recipient),
                  ]),
                ),
              ),
            ),
          ),
        )
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Takes a message for one delivery attempt (see `claimOutboxRow`). */
    claim(id: string, seenNextMs: number, leaseUntilMs: number): Promise<boolean> {
      return claimOutboxRow(db, 'notifications', { id, seenNextMs, leaseUntilMs });
    },

    async markSent(id: string, sentAt: string, attempts: number, externalId: string | null): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ status: 'sent', sent_at: sentAt, attempts, last_error: null, external_id: externalId })
        .where('id', '=', id)
        .execute();
    },

    /** A failed attempt: retried at `nextAttemptMs`, or given up (`failed`) when that is null. */
    async markFailed(
      id: string,
      attempts: number,
      nextAttemptMs: number | null,
      error: string,
    ): Promise<void> {
      await db
        .updateTable('notifications')
        .set({
          attempts,
          last_error: error.slice(0, 500),
          ...(nextAttemptMs === null ? { status: 'failed' as const } : { next_attempt_ms: nextAttemptMs }),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Pushes a recipient's pending messages back: Telegram throttles a chat (or the whole bot) on 429. */
    async defer(channel: NotificationChannel, recipient: string, untilMs: number): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ next_attempt_ms: untilMs })
        .where('channel', '=', channel)
        .where('recipient', '=', recipient)
        .where('status', '=', 'pending')
        .where('next_attempt_ms', '<', untilMs)
        .execute();
    },

    ofAlerts(alertIds: readonly string[]): Promise<NotificationRow[]> {
      if (alertIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('notifications')
        .selectAll()
        .where('alert_id', 'in', alertIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** The sent Telegram messages of an alert that carried its Acknowledge button. */
    sentWithButton(executor: Kysely<Database>, alertId: string): Promise<NotificationRow[]> {
      return executor
        .selectFrom('notifications')
        .selectAll()
        .where('alert_id', '=', alertId)
        .where('channel', '=', 'telegram')
        .where('kind', 'in', ['opened', 'repeat'])
        .where('status', '=', 'sent')
        .where('external_id', 'is not', null)
        .execute();
    },

    /** Users with messages held by quiet hours. */
    async usersWithHeld(): Promise<string[]> {
      const rows = await db
        .selectFrom('notifications')
        .select('user_id')
        .distinct()
        .where('status', '=', 'held')
        .where('user_id', 'is not', null)
        .execute();
      return rows.map((row) => row.user_id!);
    },

    /**
     * Takes a user's held messages for the summary at the end of their quiet hours: every one becomes
     * `summarized` (its alert is still unresolved) or `discarded`; the rows this call moved come back.
     */
    async releaseHeld(executor: Kysely<Database>, userId: string): Promise<NotificationRow[]> {
      const held = await executor
        .updateTable('notifications')
        .set({ status: 'discarded' })
        .where('user_id', '=', userId)
        .where('status', '=', 'held')
        .returningAll()
        .execute();
      const open = held.filter((row) => row.alert_id !== null).map((row) => row.alert_id!);
      if (open.length > 0) {
        await executor
          .updateTable('notifications')
          .set({ status: 'summarized' })
          .where(
            'id',
            'in',
            held.map((row) => row.id),
          )
          .where('alert_id', 'in', (eb) =>
            eb.selectFrom('alerts').select('id').where('id', 'in', open).where('resolved', '=', 0),
          )
          .execute();
      }
      return held;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
