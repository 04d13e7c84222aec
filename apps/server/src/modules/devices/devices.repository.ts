import type { DeviceKind } from '@canopy/shared/device-contract';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeviceRow } from './devices.types.ts';
import { updatedAny } from '../../db/updated-any.ts';

export function createDevicesRepository(db: Kysely<Database>) {
  /** The device lists (every page polls them) are built and compiled by Kysely once per kind. */
  const lists = new Map<DeviceKind | undefined, CompiledQuery<DeviceRow>>();
  function compileList(kind: DeviceKind | undefined) {
    let query = db.selectFrom('devices').selectAll();
    if (kind) query = query.where('kind', '=', kind);
    const compiled = query.orderBy('name').orderBy('id').compile();
    lists.set(kind, compiled);
    return compiled;
  }

  return {
    async list(kind?: DeviceKind): Promise<DeviceRow[]> {
      const { rows } = await db.executeQuery(lists.get(kind) ?? compileList(kind));
      return rows;
    },

    findMany(ids: readonly string[]): Promise<DeviceRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('devices').selectAll().where('id', 'in', ids).execute();
    },

    find(id: string): Promise<DeviceRow | undefined> {
      return db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Creates the row on first sight; later calls only fill a missing kind. */
    async ensure(
      executor: Kysely<Database>,
      device: { id: string; name: string; kind: DeviceKind | null },
      updatedAt: string,
    ): Promise<void> {
      await executor
        .insertInto('devices')
        .values({
          id: device.id,
          name: device.name,
          kind: device.kind,
          alerts_enabled: 1,
          updated_at: updatedAt,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      if (device.kind) {
        await executor
          .updateTable('devices')
          .set({ kind: device.kind })
          .where('id', '=', device.id)
          .where('kind', 'is', null)
          .execute();
      }
    },

    /** Moves the current state forward only: an older, late event never replaces a newer one. */
    async setLatest(
      executor: Kysely<Database>,
      id: string,
      change: { ts: number; latest: string; firmware?: string | null },
      updatedAt: string,
    ): Promise<void> {
      await executor
        .updateTable('devices')
        .set({
          last_ts: change.ts,
          latest: change.latest,
          updated_at: updatedAt,
          ...(change.firmware ? { firmware: change.firmware } : {}),
        })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_ts', 'is', null), eb('last_ts', '<=', change.ts)]))
        .execute();
    },

    /** Marks power lost or back; false when the device already was in that state. */
    async setPowerState(id: string, lost: boolean, updatedAt: string): Promise<boolean> {
      const result = await db
        .updateTable('devices')
        .set({ power_state: lost ? 'lost' : null, updated_at: updatedAt })
        .where('id', '=', id)
        .where((eb) => (lost ? eb('power_state', 'is', null) : eb('power_state', '=', 'lost')))
        .executeTakeFirst();
      return updatedAny(result);
    },

    /** A reading from each of these devices proves its power is on. */
    async restorePower(ids: readonly string[], updatedAt: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('devices')
        .set({ power_state: null, updated_at: updatedAt })
        .where('id', 'in', ids)
        .where('power_state', '=', 'lost')
        .execute();
    },

    async setAlertsEnabled(executor: Kysely<Database>, id: string, enabled: boolean, updatedAt: string) {
      await executor
        .updateTable('devices')
        .set({ alerts_enabled: enabled ? 1 : 0, updated_at: updatedAt })
        .where('id', '=', id)
        .execute();
    },

    async update(
      id: string,
      changes: Partial<
        Pick<
          DeviceRow,
          'name' | 'alerts_enabled' | 'cloud_online' | 'last_heard_at' | 'config' | 'power_state' | 'firmware'
        >
      >,
      updatedAt: string,
    ): Promise<void> {
      await db
        .updateTable('devices')
        .set({ ...changes, updated_at: updatedAt })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
