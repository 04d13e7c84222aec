import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FirmwareTable } from './firmware.table.ts';

export type FirmwareRow = Selectable<FirmwareTable>;

export function createFirmwareRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<FirmwareTable>): Promise<void> {
      await db.insertInto('firmware').values(row).execute();
    },
    latest(deviceType: string): Promise<FirmwareRow | undefined> {
      return db
        .selectFrom('firmware')
        .selectAll()
        .where('device_type', '=', deviceType)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
