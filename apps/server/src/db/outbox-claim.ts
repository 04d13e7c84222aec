import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { updatedAny } from './updated-any.ts';

/** The outboxes' tables: each row is one message, pending until sent, with its next attempt's time. */
type OutboxTable = 'notifications' | 'webhook_deliveries';

/**
 * Takes an outbox row for one attempt by moving its next attempt to `leaseUntilMs`: only the caller that
 * moved it from what it read sends it, so two drains (two runs, two instances) never both do.
 */
export async function claimOutboxRow(
  db: Kysely<Database>,
  table: OutboxTable,
  row: { id: string; seenNextMs: number; leaseUntilMs: number },
): Promise<boolean> {
  return updatedAny(
    await db
      .updateTable(table)
      .set({ next_attempt_ms: row.leaseUntilMs })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('next_attempt_ms', '=', row.seenNextMs)
      .executeTakeFirst(),
  );
}
