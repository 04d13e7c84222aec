import { CLIMATE_ONLINE_WINDOW_MS, SOIL_ONLINE_WINDOW_MS } from '@canopy/shared/constants';
import { isGrowingStage } from '@canopy/shared/crop';
import type { RoomStageEvent } from '../../rooms/stage-timeline.ts';
import type { DeviceStay } from '../../rooms/room-stays.ts';
import { phaseOf } from './device-facts.ts';
import type { DeviceFacts, GroupFacts } from './engine.types.ts';

/** One stored reading: its time and its values by column (temperature, light_status, moisture_pct...). */
export interface HistoryReading {
  ts: number;
  values: Record<string, number | null>;
}

/** A device's readings in time order, walked forward as a replay's clock moves (never back). */
export class DeviceTimeline {
  private index = -1;
  constructor(
    private readonly readings: readonly HistoryReading[],
    private readonly kind: 'climate' | 'soil',
  ) {}

  /** The device as it stood at `now`: its latest reading then, online while that reading was fresh. */
  at(now: number): DeviceFacts {
    while (this.index + 1 < this.readings.length && this.readings[this.index + 1]!.ts <= now) this.index += 1;
    const reading = this.index >= 0 ? this.readings[this.index]! : null;
    if (!reading) return { online: false, at: null, values: {}, phase: null };
    const window = this.kind === 'soil' ? SOIL_ONLINE_WINDOW_MS : CLIMATE_ONLINE_WINDOW_MS;
    return {
      online: now - reading.ts <= window,
      at: reading.ts,
      values: reading.values,
      phase: this.kind === 'climate' ? phaseOf(reading.values.light_status) : null,
    };
  }
}

/** The devices in each room at `now`, from their dated stays (a first stay counts from the beginning). */
export function roomDevicesAt(stays: readonly DeviceStay[], now: number): Map<string, string[]> {
  const byRoom = new Map<string, string[]>();
  for (const stay of stays) {
    if ((stay.since !== null && now < stay.since) || (stay.until !== null && now >= stay.until)) continue;
    byRoom.set(stay.roomId, [...(byRoom.get(stay.roomId) ?? []), stay.deviceId]);
  }
  return byRoom;
}

/**
 * The live groups in each room at `now`, from the stage events: each group's last event by then places it;
 * its stage began at the first of its run of events in that stage (a move within a stage keeps the day).
 */
export function roomGroupsAt(events: readonly RoomStageEvent[], now: number): Map<string, GroupFacts[]> {
  const last = new Map<string, { event: RoomStageEvent; since: string }>();
  for (const event of events) {
    if (Date.parse(event.at) > now) continue;
    const before = last.get(event.groupId);
    const since = before && before.event.stage === event.stage ? before.since : event.at;
    last.set(event.groupId, { event, since });
  }
  const byRoom = new Map<string, GroupFacts[]>();
  for (const { event, since } of last.values()) {
    if (!isGrowingStage(event.stage)) continue;
    const group = { groupId: event.groupId, stage: event.stage, stageStartedAt: since };
    byRoom.set(event.roomId, [...(byRoom.get(event.roomId) ?? []), group]);
  }
  return byRoom;
}
