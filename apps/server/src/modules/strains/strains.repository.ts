import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StrainDiaryEntriesTable, StrainsTable } from './strains.table.ts';
import type { TrashOptional } from '../trash/trash.table.ts';

export type StrainRow = TrashOptional<Selectable<StrainsTable>>;
export type DiaryEntryRow = Selectable<StrainDiaryEntriesTable>;

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

    listDiary(strainId: string): Promise<DiaryEntryRow[]> {
      return db
        .selectFrom('strain_diary_entries')
        .selectAll()
        .where('strain_id', '=', strainId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    findDiaryEntry(strainId: string, entryId: string): Promise<DiaryEntryRow | undefined> {
      return db
        .selectFrom('strain_diary_entries')
        .selectAll()
        .where('strain_id', '=', strainId)
        .where('id', '=', entryId)
        .executeTakeFirst();
    },

    async insertDiaryEntry(row: Insertable<StrainDiaryEntriesTable>): Promise<void> {
      await db.insertInto('strain_diary_entries').values(row).execute();
    },

    async updateDiaryEntry(id: string, changes: Updateable<StrainDiaryEntriesTable>): Promise<void> {
      await db.updateTable('strain_diary_entries').set(changes).where('id', '=', id).execute();
    },

    async deleteDiaryEntry(id: string): Promise<void> {
      await db.deleteFrom('strain_diary_entries').where('id', '=', id).execute();
    },
  };
}

export type StrainsRepository = ReturnType<typeof createStrainsRepository>;
