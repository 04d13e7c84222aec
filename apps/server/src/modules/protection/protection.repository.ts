import type { Insertable, Kysely, Selectable } from 'kysely';
import { runChildRows } from '../../db/run-child-rows.ts';
import type { Database } from '../../db/schema.ts';
import type { ScoutingTable, TreatmentsTable } from './protection.table.ts';

export type ScoutingRow = Selectable<ScoutingTable>;
export type TreatmentRow = Selectable<TreatmentsTable>;

type EntryTable = 'scouting' | 'treatments';

/** Scouting and treatment rows (one per group an entry was recorded on). `db` may be a transaction. */
export function createProtectionRepository(db: Kysely<Database>) {
  /** A room's newest `limit` entries' ids, newest first: every row of an entry shares its instant. */
  const latestEntries = (table: EntryTable, roomId: string, limit: number) =>
    db
      .selectFrom(table)
      .select('entry_id')
      .where('room_id', '=', roomId)
      .groupBy(['entry_id', 'at'])
      .orderBy('at', 'desc')
      .orderBy('entry_id', 'desc')
      .limit(limit);
  /** The rows of a room's newest `limit` entries of one table, newest first, an entry's rows by share. */
  const rowsOfRoom = (table: EntryTable, roomId: string, limit: number) =>
    db
      .selectFrom(table)
      .selectAll()
      .where('entry_id', 'in', latestEntries(table, roomId, limit))
      .orderBy('at', 'desc')
      .orderBy('entry_id', 'desc')
      .orderBy('share', 'desc')
      .orderBy('id')
      .execute();

  return {
    async insertScouting(rows: readonly Insertable<ScoutingTable>[]): Promise<void> {
      await db.insertInto('scouting').values(rows).execute();
    },

    async insertTreatments(rows: readonly Insertable<TreatmentsTable>[]): Promise<void> {
      await db.insertInto('treatments').values(rows).execute();
    },

    /** The follow-up task a scouting entry opened, on every row of the entry. */
    async setScoutingTask(entryId: string, taskId: string): Promise<void> {
      await db.updateTable('scouting').set({ task_id: taskId }).where('entry_id', '=', entryId).execute();
    },

    /** A run's rows, oldest first. */
    scoutingOfRun(runId: string): Promise<ScoutingRow[]> {
      return runChildRows(db, 'scouting', runId) as Promise<ScoutingRow[]>;
    },

    treatmentsOfRun(runId: string): Promise<TreatmentRow[]> {
      return runChildRows(db, 'treatments', runId) as Promise<TreatmentRow[]>;
    },

    /** The rows of a room's newest `limit` entries, newest first. */
    scoutingOfRoom(roomId: string, limit: number): Promise<ScoutingRow[]> {
      return rowsOfRoom('scouting', roomId, limit) as Promise<ScoutingRow[]>;
    },

    treatmentsOfRoom(roomId: string, limit: number): Promise<TreatmentRow[]> {
      return rowsOfRoom('treatments', roomId, limit) as Promise<TreatmentRow[]>;
    },

    /** Whether a treatment names the product: the feeding module archives such a product, never deletes it. */
    async usesProduct(productId: string): Promise<boolean> {
      const row = await db
        .selectFrom('treatments')
        .select('id')
        .where('product_id', '=', productId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Each room's latest re-entry instant still after `now` (ISO 8601 in UTC, so instants compare as
     * text on both dialects): one query for a whole list of rooms.
     */
    async reEntryUntil(roomIds: readonly string[], now: string): Promise<Map<string, string>> {
      if (roomIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('treatments')
        .select(({ fn }) => ['room_id', fn.max('re_entry_until').as('until')])
        .where('room_id', 'in', roomIds)
        .where('re_entry_until', '>', now)
        .groupBy('room_id')
        .execute();
      return new Map(rows.flatMap((row) => (row.until ? [[row.room_id, row.until] as const] : [])));
    },

    /**
     * The treatment of these groups, given by `at`, whose pre-harvest interval still runs on `day` (the
     * site date, `YYYY-MM-DD`): the one that ends last, or none.
     */
    holdOn(groupIds: readonly string[], at: string, day: string): Promise<TreatmentRow | undefined> {
      if (groupIds.length === 0) return Promise.resolve(undefined);
      return db
        .selectFrom('treatments')
        .selectAll()
        .where('group_id', 'in', groupIds)
        .where('at', '<=', at)
        .where('harvest_from', '>', day)
        .orderBy('harvest_from', 'desc')
        .orderBy('at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}

export type ProtectionRepository = ReturnType<typeof createProtectionRepository>;
