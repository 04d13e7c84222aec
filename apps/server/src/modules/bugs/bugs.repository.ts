import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BugsTable } from './bugs.table.ts';
import type { TrashOptional } from '../trash/trash.table.ts';

export type BugRow = TrashOptional<Selectable<BugsTable>>;

/** A closed bug's place in the archive: when it was closed, then its id. */
export interface ClosedPosition {
  statusChangedAt: string;
  id: string;
}

export function createBugsRepository(db: Kysely<Database>) {
  /** Rows not in the trash: the trash module reads and restores the others. */
  const live = () => db.selectFrom('bugs').where('bugs.deleted_at', 'is', null);

  return {
    list(options: { includeClosed: boolean }): Promise<BugRow[]> {
      let query = live().selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (!options.includeClosed) query = query.where('status', '!=', 'closed');
      return query.execute();
    },

    /** Closed bugs, most recently closed first, `limit` of them after `after`. */
    closedPage(limit: number, after?: ClosedPosition): Promise<BugRow[]> {
      let query = live()
        .selectAll()
        .where('status', '=', 'closed')
        .orderBy('status_changed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      if (after) {
        query = query.where((eb) =>
          eb(eb.refTuple('status_changed_at', 'id'), '<', eb.tuple(after.statusChangedAt, after.id)),
        );
      }
      return query.execute();
    },

    async countClosed(): Promise<number> {
      const { count } = await live()
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('status', '=', 'closed')
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    findById(id: string): Promise<BugRow | undefined> {
      return live().selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(row: BugRow): Promise<void> {
      await db.insertInto('bugs').values(row).execute();
    },

    async update(id: string, changes: Updateable<BugsTable>): Promise<void> {
      await db.updateTable('bugs').set(changes).where('id', '=', id).execute();
    },
  };
}

export type BugsRepository = ReturnType<typeof createBugsRepository>;
