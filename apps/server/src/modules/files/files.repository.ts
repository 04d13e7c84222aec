import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FilesTable, FileVisibility } from './files.table.ts';

export type FileRow = Selectable<FilesTable>;

export function createFilesRepository(db: Kysely<Database>) {
  return {
    findById(publicId: string): Promise<FileRow | undefined> {
      return db.selectFrom('files').selectAll().where('public_id', '=', publicId).executeTakeFirst();
    },

    async findExistingIds(publicIds: readonly string[]): Promise<string[]> {
      if (publicIds.length === 0) return [];
      const rows = await db
        .selectFrom('files')
        .select('public_id')
        .where('public_id', 'in', [...publicIds])
        .execute();
      return rows.map((row) => row.public_id);
    },

    /** Who uploaded each of these files that exists (null: a file stored without an owner). */
    async findOwners(publicIds: readonly string[]): Promise<Map<string, string | null>> {
      if (publicIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('files')
        .select(['public_id', 'owner_id'])
        .where('public_id', 'in', [...publicIds])
        .execute();
      return new Map(rows.map((row) => [row.public_id, row.owner_id]));
    },

    async insert(row: FileRow): Promise<void> {
      await db.insertInto('files').values(row).execute();
    },

    async setVisibility(publicIds: readonly string[], visibility: FileVisibility): Promise<void> {
      if (publicIds.length === 0) return;
      await db
        .updateTable('files')
        .set({ visibility })
        .where('public_id', 'in', [...publicIds])
        .execute();
    },

    async delete(publicIds: readonly string[]): Promise<void> {
      if (publicIds.length === 0) return;
      await db
        .deleteFrom('files')
        .where('public_id', 'in', [...publicIds])
        .execute();
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
