import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { RunState } from '@canopy/shared/crop';
import { runChildRows } from '../../db/run-child-rows.ts';
import type { Database } from '../../db/schema.ts';
import type { PlantGroupsTable, PlantLossesTable, RunsTable, StageEventsTable } from './runs.table.ts';

export type RunRow = Selectable<RunsTable>;
export type GroupRow = Selectable<PlantGroupsTable>;
export type EventRow = Selectable<StageEventsTable>;
export type LossRow = Selectable<PlantLossesTable>;

export interface RunFilter {
  state?: RunState;
  strainId?: string;
  roomId?: string;
}

/** Runs, their groups, events and losses. `db` may be a transaction. */
export function createRunsRepository(db: Kysely<Database>) {
  return {
    findRun(id: string): Promise<RunRow | undefined> {
      return db.selectFrom('runs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByCode(code: string): Promise<RunRow | undefined> {
      return db.selectFrom('runs').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /** Codes starting with `prefix` (a year's `R-2026-`), for the next number. */
    async codesLike(prefix: string): Promise<string[]> {
      const rows = await db.selectFrom('runs').select('code').where('code', 'like', `${prefix}%`).execute();
      return rows.map((row) => row.code);
    },

    listRuns(filter: RunFilter): Promise<RunRow[]> {
      let query = db.selectFrom('runs').selectAll();
      if (filter.state) query = query.where('state', '=', filter.state);
      if (filter.strainId) {
        const strainId = filter.strainId;
        query = query.where('id', 'in', (eb) =>
          eb.selectFrom('plant_groups').select('run_id').where('strain_id', '=', strainId),
        );
      }
      if (filter.roomId) {
        const roomId = filter.roomId;
        query = query.where('id', 'in', (eb) =>
          eb.selectFrom('plant_groups').select('run_id').where('room_id', '=', roomId),
        );
      }
      return query.orderBy('started_at', 'desc').orderBy('id', 'desc').execute();
    },

    groupsOfRuns(runIds: readonly string[]): Promise<GroupRow[]> {
      if (runIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('plant_groups')
        .selectAll()
        .where('run_id', 'in', runIds)
        .orderBy('run_id')
        .orderBy('position')
        .execute();
    },

    findGroup(runId: string, groupId: string): Promise<GroupRow | undefined> {
      return db
        .selectFrom('plant_groups')
        .selectAll()
        .where('id', '=', groupId)
        .where('run_id', '=', runId)
        .executeTakeFirst();
    },

    /**
     * Takes the group's row lock for the rest of the transaction (PostgreSQL; SQLite has one writer), so
     * concurrent moves and losses of one group take turns and every count is read after the last write.
     */
    async lockGroup(groupId: string, at: string): Promise<void> {
      await db.updateTable('plant_groups').set({ updated_at: at }).where('id', '=', groupId).execute();
    },

    /** Live groups (not done or lost, with plants) in these rooms, with their run. */
    groupsInRooms(roomIds: readonly string[]) {
      if (roomIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('plant_groups')
        .innerJoin('runs', 'runs.id', 'plant_groups.run_id')
        .selectAll('plant_groups')
        .select(['runs.code as run_code', 'runs.name as run_name', 'runs.planned_days as run_planned_days'])
        .where('plant_groups.room_id', 'in', roomIds)
        .where('plant_groups.stage', 'not in', ['done', 'lost'])
        .where('plant_groups.plant_count', '>', 0)
        .orderBy('plant_groups.stage_started_at')
        .orderBy('plant_groups.id')
        .execute();
    },

    async maxPosition(runId: string): Promise<number> {
      const row = await db
        .selectFrom('plant_groups')
        .select(({ fn }) => fn.max('position').as('position'))
        .where('run_id', '=', runId)
        .executeTakeFirst();
      return Number(row?.position ?? 0);
    },

    eventsOfRun(runId: string): Promise<EventRow[]> {
      return db
        .selectFrom('stage_events')
        .selectAll()
        .where('run_id', '=', runId)
        .orderBy('at')
        .orderBy('seq')
        .orderBy('id')
        .execute();
    },

    /** A group's own events and the split that made it, oldest first. */
    eventsOfGroup(groupId: string): Promise<EventRow[]> {
      return db
        .selectFrom('stage_events')
        .selectAll()
        .where((eb) => eb.or([eb('group_id', '=', groupId), eb('split_group_id', '=', groupId)]))
        .orderBy('at')
        .orderBy('seq')
        .orderBy('id')
        .execute();
    },

    findEvent(runId: string, eventId: string): Promise<EventRow | undefined> {
      return db
        .selectFrom('stage_events')
        .selectAll()
        .where('id', '=', eventId)
        .where('run_id', '=', runId)
        .executeTakeFirst();
    },

    lossesOfRun(runId: string): Promise<LossRow[]> {
      return runChildRows(db, 'plant_losses', runId) as Promise<LossRow[]>;
    },

    async lostOfRuns(runIds: readonly string[]): Promise<Map<string, number>> {
      if (runIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('plant_losses')
        .select(({ fn }) => ['run_id', fn.sum<number | string>('count').as('lost')])
        .where('run_id', 'in', runIds)
        .groupBy('run_id')
        .execute();
      return new Map(rows.map((row) => [row.run_id, Number(row.lost)]));
    },

    async countLossesOfGroup(groupId: string): Promise<number> {
      const row = await db
        .selectFrom('plant_losses')
        .select(({ fn }) => fn.countAll<number | string>().as('n'))
        .where('group_id', '=', groupId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insertRun(row: Insertable<RunsTable>): Promise<void> {
      await db.insertInto('runs').values(row).execute();
    },

    async updateRun(id: string, changes: Updateable<RunsTable>): Promise<void> {
      await db.updateTable('runs').set(changes).where('id', '=', id).execute();
    },

    async insertGroup(row: Insertable<PlantGroupsTable>): Promise<void> {
      await db.insertInto('plant_groups').values(row).execute();
    },

    async updateGroup(id: string, changes: Updateable<PlantGroupsTable>): Promise<void> {
      await db.updateTable('plant_groups').set(changes).where('id', '=', id).execute();
    },

    async deleteGroup(id: string): Promise<void> {
      await db.deleteFrom('plant_groups').where('id', '=', id).execute();
    },

    /** The next event number: above every event written before this transaction's group lock. */
    async nextSeq(): Promise<number> {
      const row = await db
        .selectFrom('stage_events')
        .select(({ fn }) => fn.max('seq').as('seq'))
        .executeTakeFirst();
      return Number(row?.seq ?? 0) + 1;
    },

    async insertEvent(row: Insertable<StageEventsTable>): Promise<void> {
      await db.insertInto('stage_events').values(row).execute();
    },

    async deleteEvent(id: string): Promise<void> {
      await db.deleteFrom('stage_events').where('id', '=', id).execute();
    },

    async insertLoss(row: Insertable<PlantLossesTable>): Promise<void> {
      await db.insertInto('plant_losses').values(row).execute();
    },
  };
}

export type RunsRepository = ReturnType<typeof createRunsRepository>;
