import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CuttingPhotosTable } from './cuttings.table.ts';

export type CuttingPhotoRow = Selectable<CuttingPhotosTable>;

/** A cutting's gallery rows; pass a transaction when several calls must see one gallery. */
export function createCuttingPhotosRepository(db: Kysely<Database>) {
  return {
    /** In gallery order: the index of a row is the index the API addresses it by. */
    list(cuttingId: string): Promise<CuttingPhotoRow[]> {
      return db
        .selectFrom('cutting_photos')
        .selectAll()
        .where('cutting_id', '=', cuttingId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async insert(row: Insertable<CuttingPhotosTable>): Promise<void> {
      await db.insertInto('cutting_photos').values(row).execute();
    },

    async setPosition(id: string, position: number): Promise<void> {
      await db.updateTable('cutting_photos').set({ position }).where('id', '=', id).execute();
    },

    async setText(id: string, text: Pick<CuttingPhotoRow, 'name' | 'description'>): Promise<void> {
      await db
        .updateTable('cutting_photos')
        .set({ name: text.name, description: text.description })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('cutting_photos').where('id', '=', id).execute();
    },
  };
}

export type CuttingPhotosRepository = ReturnType<typeof createCuttingPhotosRepository>;
