import type { StageBand } from '@canopy/shared/schemas/annotations';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Port } from '../../lib/port.ts';
import { deviceNotFound } from '../devices/devices.errors.ts';
import { createDeviceHistoryRepository } from './device-history.repository.ts';
import type { RoomDeviceRecord } from './rooms.mapper.ts';
import type { RoomGroupsSource } from './rooms.service.ts';
import {
  stageBands,
  stageMarks,
  type RoomStageEvent,
  type RoomStay,
  type TimeRange,
} from './stage-timeline.ts';

export interface DeviceCropHistoryDeps {
  db: Kysely<Database>;
  clock: Clock;
  devices: { findMany(ids: readonly string[]): Promise<RoomDeviceRecord[]> };
  groups: Port<Pick<RoomGroupsSource, 'stageHistoryInRooms'>>;
}

/** A stage event a device's charts mark, with the room it moved the group to named. */
export type StageMark = RoomStageEvent & { roomName: string };

const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * The crop on a device's time axis (DESIGN section 20): the stages of the groups in the rooms it was in,
 * while it was there, as bands and as `stage` marks. Nothing happens after now, so ranges end there.
 */
export function createDeviceCropHistory(deps: DeviceCropHistoryDeps) {
  const history = createDeviceHistoryRepository(deps.db);

  /** The device's stays that touch the range, and every stage event of their rooms' groups up to its end. */
  async function read(deviceId: string, range: TimeRange) {
    const rows = await history.staysOfDevice(deviceId);
    const stays: RoomStay[] = rows
      .map((row, index) => ({
        roomId: row.room_id,
        roomName: row.room_name,
        since: index === 0 ? null : Date.parse(row.since),
        until: row.until === null ? null : Date.parse(row.until),
      }))
      .filter((stay) => (stay.since ?? range.from) <= range.to && (stay.until ?? range.to) >= range.from);
    if (stays.length === 0) return { stays, events: [] };
    const toIso = new Date(range.to).toISOString();
    const events = await deps.groups.get().stageHistoryInRooms(unique(stays.map((s) => s.roomId)), toIso);
    return { stays, events };
  }

  const untilNow = ({ from, to }: TimeRange): TimeRange => ({
    from,
    to: Math.min(to, deps.clock.now().getTime()),
  });

  return {
    /** The stage bands of a device's charts in the range; 404 for an unknown device. */
    async stageBands(deviceId: string, range: TimeRange): Promise<StageBand[]> {
      const [device] = await deps.devices.findMany([deviceId.toLowerCase()]);
      if (!device) throw deviceNotFound();
      const until = untilNow(range);
      if (until.to <= until.from) return [];
      const { stays, events } = await read(device.id, until);
      return stageBands(stays, events, until);
    },

    /** The stage events marked on a known device's charts in the range, oldest first. */
    async stageMarks(deviceId: string, range: TimeRange): Promise<StageMark[]> {
      const until = untilNow(range);
      if (until.to < until.from) return [];
      const { stays, events } = await read(deviceId, until);
      const marks = stageMarks(stays, events, until);
      const names = await history.roomNames(unique(marks.map((mark) => mark.roomId)));
      return marks.map((mark) => ({ ...mark, roomName: names.get(mark.roomId) ?? '' }));
    },
  };
}

export type DeviceCropHistory = ReturnType<typeof createDeviceCropHistory>;
