import type { TrashEntity } from '@canopy/shared/schemas/trash';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { updatedAny } from '../../db/updated-any.ts';

/** The table each kind of trashed object lives in. */
export const TRASH_TABLES = {
  strain: 'strains',
  cutting: 'cuttings',
  news: 'news',
  bug: 'bugs',
  task: 'tasks',
  room: 'rooms',
} as const satisfies Record<TrashEntity, keyof Database>;

type TrashTable = (typeof TRASH_TABLES)[TrashEntity];

/** One trashed object as the trash page lists it. */
export interface TrashedRow {
  entity: TrashEntity;
  id: string;
  name: string;
  deleted_at: string;
  deleted_by: string | null;
  deleted_by_email: string | null;
}

export interface TrashMark {
  at: string;
  by: string | null;
}

/** Moves rows in and out of the trash, and finds them there. `db` may be a transaction. */
export function createTrashRepository(db: Kysely<Database>) {
  const trashed = (table: TrashTable) =>
    db
      .selectFrom(table)
      .leftJoin('users', 'users.id', `${table}.deleted_by`)
      .where(`${table}.deleted_at`, 'is not', null);

  return {
    /** Marks a live row; false when there was none (already in the trash, or never there). */
    async moveToTrash(entity: TrashEntity, id: string, mark: TrashMark): Promise<boolean> {
      const table = TRASH_TABLES[entity];
      const result = await db
        .updateTable(table)
        .set({ deleted_at: mark.at, deleted_by: mark.by })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return updatedAny(result);
    },

    /** A strain's live cuttings go with it, remembered as its own so its restore brings them back. */
    async moveCuttingsWithStrain(strainId: string, mark: TrashMark): Promise<void> {
      await db
        .updateTable('cuttings')
        .set({ deleted_at: mark.at, deleted_by: mark.by, deleted_with: strainId })
        .where('strain_id', '=', strainId)
        .where('deleted_at', 'is', null)
        .execute();
    },

    async restore(entity: TrashEntity, id: string): Promise<void> {
      const table = TRASH_TABLES[entity];
      await db.updateTable(table).set({ deleted_at: null, deleted_by: null }).where('id', '=', id).execute();
    },

    async restoreCuttingsWithStrain(strainId: string): Promise<void> {
      await db
        .updateTable('cuttings')
        .set({ deleted_at: null, deleted_by: null, deleted_with: null })
        .where('deleted_with', '=', strainId)
        .execute();
    },

    /** A row in the trash, with what a summary calls it and a cutting's strain; undefined if live or gone. */
    async findTrashed(
      entity: TrashEntity,
      id: string,
    ): Promise<{ id: string; label: string; strain_id: string | null } | undefined> {
      const row =
        entity === 'strain'
          ? await db
              .selectFrom('strains')
              .select(['id', 'name as label'])
              .where('id', '=', id)
              .where('deleted_at', 'is not', null)
              .executeTakeFirst()
          : entity === 'cutting'
            ? await db
                .selectFrom('cuttings')
                .select(['id', 'code as label', 'strain_id'])
                .where('id', '=', id)
                .where('deleted_at', 'is not', null)
                .executeTakeFirst()
            : entity === 'news'
              ? await db
                  .selectFrom('news')
                  .select(['id', 'title as label'])
                  .where('id', '=', id)
                  .where('deleted_at', 'is not', null)
                  .executeTakeFirst()
              : entity === 'room'
                ? await db
                    .selectFrom('rooms')
                    .select(['id', 'name as label'])
                    .where('id', '=', id)
                    .where('deleted_at', 'is not', null)
                    .executeTakeFirst()
                : await db
                    .selectFrom(entity === 'bug' ? 'bugs' : 'tasks')
                    .select(['id', 'description as label'])
                    .where('id', '=', id)
                    .where('deleted_at', 'is not', null)
                    .executeTakeFirst();
      return (
        row && { id: row.id, label: row.label, strain_id: 'strain_id' in row ? String(row.strain_id) : null }
      );
    },

    async isStrainTrashed(strainId: string): Promise<boolean> {
      const row = await db
        .selectFrom('strains')
        .select('id')
        .where('id', '=', strainId)
        .where('deleted_at', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The newest `limit` trashed objects of every kind. Cuttings that went with their strain are not
     * listed: they come back with it.
     */
    async list(limit: number): Promise<TrashedRow[]> {
      const [strains, cuttings, news, bugs, tasks, rooms] = await Promise.all([
        trashed('strains')
          .select(['strains.id', 'strains.name', 'strains.deleted_at', 'strains.deleted_by', 'users.email'])
          .orderBy('strains.deleted_at', 'desc')
          .limit(limit)
          .execute(),
        trashed('cuttings')
          .where('cuttings.deleted_with', 'is', null)
          .select([
            'cuttings.id',
            'cuttings.code',
            'cuttings.name',
            'cuttings.deleted_at',
            'cuttings.deleted_by',
            'users.email',
          ])
          .orderBy('cuttings.deleted_at', 'desc')
          .limit(limit)
          .execute(),
        trashed('news')
          .select(['news.id', 'news.title as name', 'news.deleted_at', 'news.deleted_by', 'users.email'])
          .orderBy('news.deleted_at', 'desc')
          .limit(limit)
          .execute(),
        trashed('bugs')
          .select([
            'bugs.id',
            'bugs.description as name',
            'bugs.deleted_at',
            'bugs.deleted_by',
            'users.email',
          ])
          .orderBy('bugs.deleted_at', 'desc')
          .limit(limit)
          .execute(),
        trashed('tasks')
          .select([
            'tasks.id',
            'tasks.description as name',
            'tasks.deleted_at',
            'tasks.deleted_by',
            'users.email',
          ])
          .orderBy('tasks.deleted_at', 'desc')
          .limit(limit)
          .execute(),
        trashed('rooms')
          .select(['rooms.id', 'rooms.name', 'rooms.deleted_at', 'rooms.deleted_by', 'users.email'])
          .orderBy('rooms.deleted_at', 'desc')
          .limit(limit)
          .execute(),
      ]);
      type Selected = {
        id: string;
        name: string;
        deleted_at: string | null | undefined;
        deleted_by: string | null | undefined;
        email: string | null;
      };
      const tag = (entity: TrashEntity, rows: Selected[]): TrashedRow[] =>
        rows.map((row) => ({
          entity,
          id: row.id,
          name: row.name,
          deleted_at: row.deleted_at ?? '',
          deleted_by: row.deleted_by ?? null,
          deleted_by_email: row.email,
        }));
      return [
        ...tag('strain', strains),
        ...tag(
          'cutting',
          cuttings.map((row) => ({ ...row, name: row.name ? `${row.code} ${row.name}` : row.code })),
        ),
        ...tag('news', news),
        ...tag('bug', bugs),
        ...tag('task', tasks),
        ...tag('room', rooms),
      ]
        .sort((a, b) => (a.deleted_at < b.deleted_at ? 1 : a.deleted_at > b.deleted_at ? -1 : 0))
        .slice(0, limit);
    },

    /** Ids of the objects of one kind that went to the trash before `cutoff`. */
    async expiredIds(entity: TrashEntity, cutoff: string): Promise<string[]> {
      const rows = await db
        .selectFrom(TRASH_TABLES[entity])
        .select('id')
        .where('deleted_at', 'is not', null)
        .where('deleted_at', '<', cutoff)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type TrashRepository = ReturnType<typeof createTrashRepository>;
