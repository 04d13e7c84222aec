import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeviceAlertsTable, MessageOutboxTable } from './alerts.table.ts';

export type OutboxRow = Selectable<MessageOutboxTable>;

export function createAlertsRepository(db: Kysely<Database>) {
  return {
    async insertAlert(executor: Kysely<Database>, row: Insertable<DeviceAlertsTable>): Promise<void> {
      await executor.insertInto('device_alerts').values(row).execute();
    },
    async enqueue(executor: Kysely<Database>, row: Insertable<MessageOutboxTable>): Promise<void> {
      await executor.insertInto('message_outbox').values(row).execute();
    },
    /**
     * Alerts with their Telegram message, if one was queued. The outbox row has no alert column; it is the
     * alert's own text, queued in the same transaction with the same creation time, so both match it exactly.
     */
    list(deviceId: string | undefined, limit: number) {
      let query = db
        .selectFrom('device_alerts as a')
        .leftJoin('message_outbox as m', (join) =>
          join.onRef('m.text', '=', 'a.message').onRef('m.created_at', '=', 'a.created_at'),
        )
        .select([
          'a.id',
          'a.device_id',
          'a.kind',
          'a.message',
          'a.created_at',
          'm.id as outbox_id',
          'm.sent_at as outbox_sent_at',
        ]);
      if (deviceId) query = query.where('a.device_id', '=', deviceId);
      return query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
    },
    /** Due messages, oldest first; rows past the attempt limit stay for inspection but are not retried. */
    due(nowMs: number, maxAttempts: number, limit: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('message_outbox')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', nowMs)
        .where('attempts', '<', maxAttempts)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    async markSent(id: string, sentAt: string): Promise<void> {
      await db
        .updateTable('message_outbox')
        .set({ sent_at: sentAt, last_error: null })
        .where('id', '=', id)
        .execute();
    },
    async markFailed(id: string, attempts: number, nextAttemptAt: number, error: string): Promise<void> {
      await db
        .updateTable('message_outbox')
        .set({ attempts, next_attempt_at: nextAttemptAt, last_error: error })
        .where('id', '=', id)
        .execute();
    },
    /** Pushes every pending message of a chat back: a 429 throttles the whole bot. */
    async deferChat(chatId: string, untilMs: number): Promise<void> {
      await db
        .updateTable('message_outbox')
        .set({ next_attempt_at: untilMs })
        .where('chat_id', '=', chatId)
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<', untilMs)
        .execute();
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
