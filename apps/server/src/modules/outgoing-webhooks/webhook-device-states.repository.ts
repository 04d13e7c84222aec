import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { WebhookDeviceStatesTable } from './outgoing-webhooks.table.ts';
import { updatedAny } from '../../db/updated-any.ts';

export type AnnouncedStatus = WebhookDeviceStatesTable['status'];

/** What deciding a device's status needs, and nothing of its (large) latest reading. */
export interface DeviceStatusRow {
  id: string;
  name: string;
  kind: Database['devices']['kind'];
  cloud_online: number | null;
  last_ts: number | string | null;
  last_heard_at: number | string | null;
}

/** The online/offline status last announced to webhooks, per device. */
export function createWebhookDeviceStatesRepository(db: Kysely<Database>) {
  return {
    devices(ids?: readonly string[]): Promise<DeviceStatusRow[]> {
      let query = db
        .selectFrom('devices')
        .select(['id', 'name', 'kind', 'cloud_online', 'last_ts', 'last_heard_at']);
      if (ids) query = query.where('id', 'in', ids.length > 0 ? [...ids] : ['']);
      return query.execute();
    },

    async announced(ids?: readonly string[]): Promise<Map<string, AnnouncedStatus>> {
      let query = db.selectFrom('webhook_device_states').select(['device_id', 'status']);
      if (ids) query = query.where('device_id', 'in', ids.length > 0 ? [...ids] : ['']);
      return new Map((await query.execute()).map((row) => [row.device_id, row.status]));
    },

    /** A device seen for the first time: its status is where changes start from, not a change itself. */
    async baseline(
      rows: readonly { deviceId: string; status: AnnouncedStatus }[],
      at: string,
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('webhook_device_states')
        .values(rows.map((row) => ({ device_id: row.deviceId, status: row.status, changed_at: at })))
        .onConflict((oc) => oc.column('device_id').doNothing())
        .execute();
    },

    /** Compare-and-set: true only for the one caller that moved the device from `from` to `to`. */
    async change(
      executor: Kysely<Database>,
      deviceId: string,
      from: AnnouncedStatus,
      to: AnnouncedStatus,
      at: string,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('webhook_device_states')
        .set({ status: to, changed_at: at })
        .where('device_id', '=', deviceId)
        .where('status', '=', from)
        .executeTakeFirst();
      return updatedAny(result);
    },
  };
}

export type WebhookDeviceStatesRepository = ReturnType<typeof createWebhookDeviceStatesRepository>;
