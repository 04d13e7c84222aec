import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StrainsTable } from './strains.table.ts';
import type { TrashOptional } from '../trash/trash-columns.ts';

export type StrainRow = TrashOptional<Selectable<StrainsTable>>;

export function createStrainsRepository(db: Kysely<Database>) {
  /** Strains not in the trash: every read but the slug check and the trash module's own. */
  const live = () => db.selectFrom('strains').where('strains.deleted_at', 'is', null);

  return {
    list(): Promise<StrainRow[]> {
      return live().selectAll().orderBy('name').orderBy('id').execute();
    },

    findById(id: string): Promise<StrainRow | undefined> {
      return live().selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Names of the live strains among `ids`. */
    async names(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await live().select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    findBySlug(slug: string): Promise<StrainRow | undefined> {
      return live().selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    /** The strain holding a slug, in the trash or not: the unique index counts both. */
    findBySlugIncludingTrash(slug: string): Promise<StrainRow | undefined> {
      return db.selectFrom('strains').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await live()
        .select(({ fn }) => fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(row: Insertable<StrainsTable>): Promise<void> {
      await db.insertInto('strains').values(row).execute();
    },

    async update(id: string, changes: Updateable<StrainsTable>): Promise<void> {
      await db.updateTable('strains').set(changes).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('strains').where('id', '=', id).execute();
    },
  };
}
