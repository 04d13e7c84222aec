import type { AlertSeverity } from '@canopy/shared/alerts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** One outbox's waiting messages, per channel (a channel name as the rows spell it). */
export interface OutboxBacklog {
  channel: string;
  pending: number;
  /** When the oldest of them was queued (ISO 8601), or null when none waits. */
  oldestCreatedAt: string | null;
}

type BacklogQuery = (db: Kysely<Database>) => Promise<OutboxBacklog[]>;

/** Alert messages (Telegram, e-mail, ...) still to be sent, retries included. */
const notificationBacklog: BacklogQuery = async (db) => {
  const rows = await db
    .selectFrom('notifications')
    .select([
      'channel',
      (eb) => eb.fn.countAll<number | string>().as('pending'),
      (eb) => eb.fn.min('created_at').as('oldest'),
    ])
    .where('status', '=', 'pending')
    .groupBy('channel')
    .execute();
  return rows.map((row) => ({
    channel: row.channel,
    pending: Number(row.pending),
    oldestCreatedAt: row.oldest,
  }));
};

/** Outgoing webhook deliveries still to be sent, retries included, as channel `webhook`. */
const webhookBacklog: BacklogQuery = async (db) => {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select([
      (eb) => eb.fn.countAll<number | string>().as('pending'),
      (eb) => eb.fn.min('created_at').as('oldest'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return [{ channel: 'webhook', pending: Number(row?.pending ?? 0), oldestCreatedAt: row?.oldest ?? null }];
};

/**
 * Every outbox the backlog gauge reports. Channels come from the rows themselves, so a new channel needs
 * no change here; a new outbox table adds its query to this list.
 */
const OUTBOX_BACKLOGS: readonly BacklogQuery[] = [notificationBacklog, webhookBacklog];

/** What the gauges computed at scrape time read: plain queries, no decisions. */
export function createMetricsRepository(db: Kysely<Database>) {
  return {
    /** The columns the online rule reads, for every device. */
    deviceStatuses() {
      return db.selectFrom('devices').select(['kind', 'cloud_online', 'last_ts']).execute();
    },

    async outboxBacklog(): Promise<OutboxBacklog[]> {
      return (await Promise.all(OUTBOX_BACKLOGS.map((query) => query(db)))).flat();
    },

    async unresolvedAlerts(): Promise<{ severity: AlertSeverity; count: number }[]> {
      const rows = await db
        .selectFrom('alerts')
        .select(['severity', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('resolved', '=', 0)
        .groupBy('severity')
        .execute();
      return rows.map((row) => ({ severity: row.severity, count: Number(row.count) }));
    },
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
