import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SiteSettingsTable } from './site.table.ts';

export type SiteRow = Selectable<SiteSettingsTable>;

/** The one settings row (id 1); absent until an admin first saves the site. */
export const SITE_ROW_ID = 1;

export function createSiteRepository(db: Kysely<Database>) {
  return {
    find(): Promise<SiteRow | undefined> {
      return db.selectFrom('site_settings').selectAll().where('id', '=', SITE_ROW_ID).executeTakeFirst();
    },

    async timeZone(): Promise<string | undefined> {
      const row = await db
        .selectFrom('site_settings')
        .select('time_zone')
        .where('id', '=', SITE_ROW_ID)
        .executeTakeFirst();
      return row?.time_zone;
    },

    async save(row: Insertable<SiteSettingsTable>): Promise<void> {
      const { id: _id, ...changes } = row;
      await db
        .insertInto('site_settings')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(changes))
        .execute();
    },
  };
}
