import type { Insertable, Kysely, Selectable } from 'kysely';
import { runChildRows } from '../../db/run-child-rows.ts';
import type { Database } from '../../db/schema.ts';
import type { PlantGroupPhotosTable } from './runs.table.ts';

export type GroupPhotoRow = Selectable<PlantGroupPhotosTable>;

/** Photos of a run's groups. `db` may be a transaction. */
export function createGroupPhotosRepository(db: Kysely<Database>) {
  return {
    /** A run's photos, oldest first (as taken, then as stored). */
    ofRun(runId: string): Promise<GroupPhotoRow[]> {
      return runChildRows(db, 'plant_group_photos', runId) as Promise<GroupPhotoRow[]>;
    },

    find(runId: string, photoId: string): Promise<GroupPhotoRow | undefined> {
      return db
        .selectFrom('plant_group_photos')
        .selectAll()
        .where('run_id', '=', runId)
        .where('id', '=', photoId)
        .executeTakeFirst();
    },

    async insert(rows: readonly Insertable<PlantGroupPhotosTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('plant_group_photos').values(rows).execute();
    },

    async delete(photoId: string): Promise<void> {
      await db.deleteFrom('plant_group_photos').where('id', '=', photoId).execute();
    },
  };
}
