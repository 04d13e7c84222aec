import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ClimateProfilesTable, RoomProfilesTable } from '../automations.table.ts';

export type ClimateProfileRow = Selectable<ClimateProfilesTable>;
export type RoomProfileRow = Selectable<RoomProfilesTable>;

/** Climate profiles and the profile applied to each room. `db` may be a transaction. */
export function createClimateProfilesRepository(db: Kysely<Database>) {
  return {
    list(): Promise<ClimateProfileRow[]> {
      return db.selectFrom('climate_profiles').selectAll().execute();
    },

    findById(id: string): Promise<ClimateProfileRow | undefined> {
      return db.selectFrom('climate_profiles').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(row: Insertable<ClimateProfilesTable>): Promise<void> {
      await db.insertInto('climate_profiles').values(row).execute();
    },

    async update(id: string, changes: Updateable<ClimateProfilesTable>): Promise<void> {
      await db.updateTable('climate_profiles').set(changes).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('climate_profiles').where('id', '=', id).execute();
    },

    /** The rooms the profile is applied to. */
    async roomsUsing(id: string): Promise<string[]> {
      const rows = await db
        .selectFrom('room_profiles')
        .select('room_id')
        .where('profile_id', '=', id)
        .execute();
      return rows.map((row) => row.room_id);
    },

    /**
     * The names of the automations whose `profile` action names it. Actions are JSON this module writes
     * from the shared schema (`{"type":"profile","profileId":"<id>",...}`, ids being UUIDs), so a match of
     * the text is exact.
     */
    async automationsUsing(id: string): Promise<string[]> {
      const rows = await db
        .selectFrom('automations')
        .select('name')
        .where('actions', 'like', `%"profileId":${JSON.stringify(id)}%`)
        .execute();
      return rows.map((row) => row.name);
    },

    roomProfile(roomId: string): Promise<RoomProfileRow | undefined> {
      return db.selectFrom('room_profiles').selectAll().where('room_id', '=', roomId).executeTakeFirst();
    },

    roomProfiles(): Promise<RoomProfileRow[]> {
      return db.selectFrom('room_profiles').selectAll().execute();
    },

    async saveRoomProfile(row: RoomProfileRow): Promise<void> {
      const { profile_id, applied_at, applied_by_id, written } = row;
      await db
        .insertInto('room_profiles')
        .values(row)
        .onConflict((oc) =>
          oc.column('room_id').doUpdateSet({ profile_id, applied_at, applied_by_id, written }),
        )
        .execute();
    },

    /** The phases written since, unless another profile was applied to the room meanwhile. */
    async setWritten(roomId: string, profileId: string, written: string): Promise<void> {
      await db
        .updateTable('room_profiles')
        .set({ written })
        .where('room_id', '=', roomId)
        .where('profile_id', '=', profileId)
        .execute();
    },
  };
}

export type ClimateProfilesRepository = ReturnType<typeof createClimateProfilesRepository>;
