import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BugsTable } from './bugs.table.ts';
import type { TrashOptional } from '../trash/trash-columns.ts';

export type BugRow = TrashOptional<Selectable<BugsTable>>;

/** A closed bug's place in the archive: when it was closed, then its id. */
export interface ClosedPosition {
  statusChangedAt: string;
  id: string;
}

/** A bug's place in a list by creation time: when it was created, then its id. */
export interface CreatedPosition {
  createdAt: string;
  id: string;
}

/**
 * Where a list reads its rows from: the live bugs of one status (in creation order through
 * `(status, deleted_at, created_at, id)`), or the unclosed ones except some statuses (through the partial
 * index of the unclosed rows).
 */
export type BugSource = { status: string } | { unclosedExcept: readonly string[] };

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

    /**
     * Up to `limit` live bugs of a source in creation order (`desc`: newest first, the greater id first
     * at the same time), after `after`, leaving out `exceptIds`.
     */
    sourcePage(options: {
      source: BugSource;
      order: 'asc' | 'desc';
      limit: number;
      after?: CreatedPosition;
      exceptIds: readonly string[];
    }): Promise<BugRow[]> {
      const { source, order, after } = options;
      let query = live().selectAll().orderBy('created_at', order).orderBy('id', order).limit(options.limit);
      if ('status' in source) {
        query = query.where('status', '=', source.status);
      } else {
        // `!= 'closed'` as written: the partial index of the unclosed rows is chosen by this very term.
        query = query.where('status', '!=', 'closed');
        if (source.unclosedExcept.length > 0) query = query.where('status', 'not in', source.unclosedExcept);
      }
      if (options.exceptIds.length > 0) query = query.where('id', 'not in', options.exceptIds);
      if (after) {
        query = query.where((eb) =>
          eb(
            eb.refTuple('created_at', 'id'),
            order === 'desc' ? '<' : '>',
            eb.tuple(after.createdAt, after.id),
          ),
        );
      }
      return query.execute();
    },

    /** The live bugs among `ids`, whatever their status. */
    findLive(ids: readonly string[]): Promise<BugRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return live().selectAll().where('id', 'in', ids).execute();
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
