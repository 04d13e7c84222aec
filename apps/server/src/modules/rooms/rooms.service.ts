import { canManageCrop, type Actor } from '@canopy/shared/permissions';
import type { DeviceCropContext, Room, RoomGroup, roomBodySchema } from '@canopy/shared/schemas/rooms';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Port } from '../../lib/port.ts';
import { createShortCache } from '../../lib/short-cache.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { quoted } from '../audit/audit-labels.ts';
import { recordAudit, recordChanged } from '../audit/record-audit.ts';
import { deviceNotFound, roomNotEmpty, roomNotFound } from './rooms.errors.ts';
import { auditedRoom, ROOM_AUDITED_FIELDS, toRoom, type RoomDeviceRecord } from './rooms.mapper.ts';
import { createRoomsRepository, type RoomRow } from './rooms.repository.ts';
import type { RoomStageEvent } from './stage-timeline.ts';

export type ParsedRoomBody = z.output<typeof roomBodySchema>;

/**
 * How long the devices list may show a device's room, run and day as read: another instance's room or
 * run write (and a new day at midnight) reaches it within this time; this instance's writes at once.
 */
export const DEVICE_CROP_TTL_MS = 5_000;

/** What the runs module tells rooms about the plant groups in them (bound in compose/crop.ts). */
export interface RoomGroupsSource {
  /** The live groups (not done or lost) in each of these rooms, with run, stage and day; strain names unless `withNames` is false. */
  groupsInRooms(roomIds: readonly string[], withNames?: boolean): Promise<Map<string, RoomGroup[]>>;
  /** Every stage event up to `toIso` of the groups that ever stood in these rooms, oldest first. */
  stageHistoryInRooms(roomIds: readonly string[], toIso: string): Promise<RoomStageEvent[]>;
  /** Those of these rooms a run's group stands in or a stage event moved plants into or out of. */
  roomsInUse(roomIds: readonly string[]): Promise<Set<string>>;
}

/** A room's re-entry interval after a treatment (the protection module, made after rooms: a port). */
export interface RoomReEntrySource {
  /** Each of these rooms' latest re-entry instant still to come; rooms with none are left out. */
  reEntryUntil(roomIds: readonly string[]): Promise<Map<string, string>>;
}

export interface RoomsServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The devices' current-state rows (the devices module's repository). */
  devices: { findMany(ids: readonly string[]): Promise<RoomDeviceRecord[]> };
  /** Unresolved alerts per device (the alerts module). */
  openAlertCounts(deviceIds: readonly string[]): Promise<Map<string, number>>;
  groups: Port<RoomGroupsSource>;
  reEntry: Port<RoomReEntrySource>;
}

export function createRoomsService(deps: RoomsServiceDeps) {
  const { db, clock } = deps;
  const rooms = createRoomsRepository(db);

  function assertCanManage(actor: Actor) {
    if (!canManageCrop(actor)) throw forbidden();
  }

  async function findOrThrow(id: string): Promise<RoomRow> {
    const row = await rooms.findById(id);
    if (!row) throw roomNotFound();
    return row;
  }

  /**
   * Rooms with their devices, groups, open alerts and re-entry interval, in a fixed number of queries
   * whatever their count.
   */
  async function present(rows: readonly RoomRow[]): Promise<Room[]> {
    const roomIds = rows.map((row) => row.id);
    const stays = await rooms.openMemberships(roomIds);
    const deviceIds = stays.map((stay) => stay.device_id);
    const [devices, groups, alerts, reEntry] = await Promise.all([
      deps.devices.findMany(deviceIds),
      deps.groups.get().groupsInRooms(roomIds),
      deps.openAlertCounts(deviceIds),
      deps.reEntry.get().reEntryUntil(roomIds),
    ]);
    const byId = new Map(devices.map((device) => [device.id, device]));
    return rows.map((row) => {
      const own = stays.filter((stay) => stay.room_id === row.id);
      return toRoom(row, {
        stays: own,
        devices: byId,
        groups: groups.get(row.id) ?? [],
        openAlertCount: own.reduce((sum, stay) => sum + (alerts.get(stay.device_id) ?? 0), 0),
        reEntryUntil: reEntry.get(row.id) ?? null,
      });
    });
  }

  async function assertDevicesExist(deviceIds: readonly string[]) {
    const found = new Set((await deps.devices.findMany(deviceIds)).map((device) => device.id));
    const missing = deviceIds.find((id) => !found.has(id));
    if (missing !== undefined) throw deviceNotFound(missing);
  }

  /**
   * The room's devices become exactly `deviceIds`: the ones dropped leave now, the new ones arrive now
   * (leaving whatever room they were in). Two rooms claiming one device at once: the unique index of open
   * stays refuses the second, which runs again and moves the device from the first.
   */
  async function write(work: (trx: Kysely<Database>) => Promise<void>) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await db.transaction().execute(work);
        allCrops.invalidate();
        return;
      } catch (error) {
        if (attempt >= 3 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  async function setDevices(trx: Kysely<Database>, roomId: string, deviceIds: readonly string[], at: string) {
    const repo = createRoomsRepository(trx);
    const current = (await repo.openMemberships([roomId])).map((stay) => stay.device_id);
    const wanted = new Set(deviceIds);
    const leaving = current.filter((id) => !wanted.has(id));
    const arriving = [...wanted].filter((id) => !current.includes(id));
    await repo.closeDeviceStays([...leaving, ...arriving], at);
    await repo.openStays(roomId, arriving, at);
  }

  const unique = (ids: readonly string[]) => [...new Set(ids)];

  /**
   * Each device's room and the run, stage and day of the group in it (the one with most plants): two
   * queries for a whole list, never one per device.
   */
  async function readCrops(deviceIds?: readonly string[]): Promise<Map<string, DeviceCropContext>> {
    const stays = await rooms.roomsOfDevices(deviceIds);
    if (stays.length === 0) return new Map();
    const groups = await deps.groups.get().groupsInRooms(unique(stays.map((stay) => stay.room_id)), false);
    return new Map(
      stays.map((stay) => {
        const group = [...(groups.get(stay.room_id) ?? [])].sort((a, b) => b.plantCount - a.plantCount)[0];
        const run = group
          ? {
              runId: group.runId,
              code: group.runCode,
              stage: group.stage,
              dayOfStage: group.dayOfStage,
              plannedDays: group.plannedDays,
            }
          : null;
        return [stay.device_id, { roomId: stay.room_id, roomName: stay.room_name, run }];
      }),
    );
  }
  // The devices list asks for every device on each poll: it is served from this cache.
  const allCrops = createShortCache(() => readCrops(), clock, DEVICE_CROP_TTL_MS);

  return {
    async list(): Promise<Room[]> {
      return present(await rooms.list());
    },

    async get(id: string): Promise<Room> {
      const [room] = await present([await findOrThrow(id)]);
      return room!;
    },

    async create(actor: Actor, body: ParsedRoomBody): Promise<Room> {
      assertCanManage(actor);
      const deviceIds = unique(body.deviceIds);
      await assertDevicesExist(deviceIds);
      const at = clock.now();
      const now = at.toISOString();
      const row: RoomRow = {
        id: newId(at.getTime()),
        name: body.name,
        kind: body.kind,
        area_m2: body.areaM2,
        lights_watts: body.lightsWatts,
        notes: body.notes,
        archived_at: body.archived ? now : null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
        deleted_by: null,
      };
      await write(async (trx) => {
        await createRoomsRepository(trx).insert(row);
        await setDevices(trx, row.id, deviceIds, now);
        await recordAudit(trx, {
          at,
          actor,
          action: 'create',
          entity: 'room',
          entityId: row.id,
          summary: `Room ${quoted(row.name)} created`,
          event: 'created',
          values: { label: row.name },
          changes: diffChanges(null, auditedRoom({ ...toRoomFields(row), deviceIds }), ROOM_AUDITED_FIELDS),
        });
      });
      return this.get(row.id);
    },

    async update(actor: Actor, id: string, body: ParsedRoomBody): Promise<Room> {
      assertCanManage(actor);
      const before = await this.get(id);
      const deviceIds = unique(body.deviceIds);
      await assertDevicesExist(deviceIds);
      const at = clock.now();
      const now = at.toISOString();
      const changes = {
        name: body.name,
        kind: body.kind,
        area_m2: body.areaM2,
        lights_watts: body.lightsWatts,
        notes: body.notes,
        archived_at: body.archived ? (before.archivedAt ?? now) : null,
        updated_at: now,
      };
      const changed = diffChanges(
        auditedRoom(before),
        auditedRoom({ ...toRoomFields({ ...changes }), deviceIds }),
        ROOM_AUDITED_FIELDS,
      );
      await write(async (trx) => {
        await createRoomsRepository(trx).update(id, changes);
        await setDevices(trx, id, deviceIds, now);
        await recordChanged(trx, {
          at,
          actor,
          entity: 'room',
          entityId: id,
          noun: 'Room',
          label: body.name,
          changes: changed,
          values: { fields: Object.keys(changed) },
        });
      });
      return this.get(id);
    },

    /**
     * A room holding groups refuses; otherwise its devices leave it and the room goes to the trash (marked
     * deleted: the history measured in it keeps its name), from where it comes back without them.
     */
    async delete(actor: Actor, id: string): Promise<void> {
      assertCanManage(actor);
      const row = await findOrThrow(id);
      const groups = await deps.groups.get().groupsInRooms([id]);
      if ((groups.get(id) ?? []).length > 0) throw roomNotEmpty();
      const at = clock.now();
      const now = at.toISOString();
      await db.transaction().execute(async (trx) => {
        const repo = createRoomsRepository(trx);
        if (!(await repo.markDeleted(id, now, actor.id))) return;
        await repo.closeRoomStays(id, now);
        await recordAudit(trx, {
          at,
          actor,
          action: 'delete',
          entity: 'room',
          entityId: id,
          summary: `Room ${quoted(row.name)} moved to the trash`,
          event: 'trashed',
          values: { label: row.name },
        });
      });
      allCrops.invalidate();
    },

    /** Names of live rooms among `ids` (the runs module checks and names rooms with it). */
    async names(ids: readonly string[]): Promise<Map<string, string>> {
      return new Map((await rooms.findMany(unique(ids))).map((row) => [row.id, row.name]));
    },

    /** Floor areas (m², null where not given) of live rooms among `ids`: a run comparison's grams per m². */
    async areas(ids: readonly string[]): Promise<Map<string, number | null>> {
      return new Map((await rooms.findMany(unique(ids))).map((row) => [row.id, row.area_m2]));
    },

    /** Each device's room, run, stage and day: of the devices named, or of every device (cached briefly). */
    cropOfDevices(deviceIds?: readonly string[]): Promise<Map<string, DeviceCropContext>> {
      return deviceIds ? readCrops(deviceIds) : allCrops.get();
    },

    /** A run changed (a move, split, loss or undo): the rooms' groups and days are read again. */
    forgetCrops(): void {
      allCrops.invalidate();
    },
  };
}

/** The audited fields of a row, as a Room names them. */
function toRoomFields(row: {
  name: string;
  kind: Room['kind'];
  area_m2: number | null;
  lights_watts: number | null;
  notes: string;
  archived_at: string | null;
}) {
  return {
    name: row.name,
    kind: row.kind,
    areaM2: row.area_m2,
    lightsWatts: row.lights_watts,
    notes: row.notes,
    archivedAt: row.archived_at,
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
