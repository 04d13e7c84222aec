import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { HarvestNotesTable, HarvestsTable, HarvestWeighingsTable } from './harvests.table.ts';

export type HarvestRow = Selectable<HarvestsTable>;
export type WeighingRow = Selectable<HarvestWeighingsTable>;
export type NoteRow = Selectable<HarvestNotesTable>;

/** Harvests, their weighings and quality notes. `db` may be a transaction. */
export function createHarvestsRepository(db: Kysely<Database>) {
  /** The rows of the harvests in one of their child tables, oldest first (as taken, then as stored). */
  const rowsOfHarvests = async (
    table: 'harvest_weighings' | 'harvest_notes',
    harvestIds: readonly string[],
  ) =>
    harvestIds.length === 0
      ? []
      : db
          .selectFrom(table)
          .selectAll()
          .where('harvest_id', 'in', harvestIds)
          .orderBy('at')
          .orderBy('created_at')
          .orderBy('id')
          .execute();

  return {
    findHarvest(id: string): Promise<HarvestRow | undefined> {
      return db.selectFrom('harvests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    harvestsOfRun(runId: string): Promise<HarvestRow[]> {
      return db
        .selectFrom('harvests')
        .selectAll()
        .where('run_id', '=', runId)
        .orderBy('at')
        .orderBy('id')
        .execute();
    },

    weighingsOf(harvestIds: readonly string[]): Promise<WeighingRow[]> {
      return rowsOfHarvests('harvest_weighings', harvestIds) as Promise<WeighingRow[]>;
    },

    notesOf(harvestIds: readonly string[]): Promise<NoteRow[]> {
      return rowsOfHarvests('harvest_notes', harvestIds) as Promise<NoteRow[]>;
    },

    /**
     * Takes the harvest's row lock for the rest of the transaction (PostgreSQL; SQLite has one writer) and
     * reads it after, so a weighing and a close of one harvest take turns.
     */
    async lockHarvest(id: string, at: string): Promise<HarvestRow | undefined> {
      await db.updateTable('harvests').set({ updated_at: at }).where('id', '=', id).execute();
      return db.selectFrom('harvests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Whether every harvest of the run is closed (and it has one). */
    async allClosed(runId: string): Promise<boolean> {
      const rows = await db.selectFrom('harvests').select('closed_at').where('run_id', '=', runId).execute();
      return rows.length > 0 && rows.every((row) => row.closed_at !== null);
    },

    async insertHarvest(row: Insertable<HarvestsTable>): Promise<void> {
      await db.insertInto('harvests').values(row).execute();
    },

    async updateHarvest(id: string, changes: Updateable<HarvestsTable>): Promise<void> {
      await db.updateTable('harvests').set(changes).where('id', '=', id).execute();
    },

    /** A weighing, added to its harvest's sums of its kind. */
    async insertWeighing(row: Insertable<HarvestWeighingsTable>): Promise<void> {
      await db.insertInto('harvest_weighings').values(row).execute();
      const milligrams = `${row.kind}_milligrams` as const;
      const picograms = `${row.kind}_picograms` as const;
      await db
        .updateTable('harvests')
        .set((eb) => ({
          [milligrams]: eb(milligrams, '+', Number(row.milligrams)),
          [picograms]: eb(picograms, '+', row.picograms),
        }))
        .where('id', '=', row.harvest_id)
        .execute();
    },

    async insertNote(row: Insertable<HarvestNotesTable>): Promise<void> {
      await db.insertInto('harvest_notes').values(row).execute();
    },
  };
}

export type HarvestsRepository = ReturnType<typeof createHarvestsRepository>;
