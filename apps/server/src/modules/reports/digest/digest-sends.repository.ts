import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { DigestSendsTable, DigestSendStatus } from './digest-sends.table.ts';

export type DigestSendRow = Selectable<DigestSendsTable>;

/** The record of each person's weekly digest: one row per (user, week), under a unique key. */
export function createDigestSendsRepository(db: Kysely<Database>) {
  return {
    /** The people whose digest of the week is already recorded (sent, skipped or failed). */
    async usersOfWeek(weekStart: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('digest_sends')
        .select('user_id')
        .where('week_start', '=', weekStart)
        .execute();
      return new Set(rows.map((row) => row.user_id));
    },

    /** Takes the week for the person: a unique violation means another run or instance has it. */
    async insert(executor: Kysely<Database>, row: DigestSendRow): Promise<void> {
      await executor.insertInto('digest_sends').values(row).execute();
    },

    async setStatus(
      executor: Kysely<Database>,
      id: string,
      status: DigestSendStatus,
      channels: readonly string[],
      detail: string,
    ): Promise<void> {
      await executor
        .updateTable('digest_sends')
        .set({ status, channels: channels.join(','), detail })
        .where('id', '=', id)
        .execute();
    },

    ofWeek(weekStart: string): Promise<DigestSendRow[]> {
      return db
        .selectFrom('digest_sends')
        .selectAll()
        .where('week_start', '=', weekStart)
        .orderBy('user_id')
        .execute();
    },
  };
}

export type DigestSendsRepository = ReturnType<typeof createDigestSendsRepository>;
