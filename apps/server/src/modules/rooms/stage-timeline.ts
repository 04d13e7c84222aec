import { isGrowingStage, type Stage } from '@canopy/shared/crop';
import type { StageBand } from '@canopy/shared/schemas/annotations';

/**
 * A device's stay in a room, epoch ms. `since` is null for its first stay, which counts from its first
 * reading (DESIGN section 20: readings taken before a device was first placed were taken where it was
 * then placed); `until` is null while it is there.
 */
export interface RoomStay {
  roomId: string;
  roomName: string;
  since: number | null;
  until: number | null;
}

/** A stage event as the runs module tells it: the group it moved (a split's child for a split), oldest first. */
export interface RoomStageEvent {
  id: string;
  runId: string;
  runCode: string;
  groupId: string;
  strainName: string;
  stage: Stage;
  roomId: string;
  /** The room the group was in before the event; null for its first. */
  fromRoomId: string | null;
  /** ISO 8601. */
  at: string;
  seq: number;
  /** Plants moved: the group's whole count, or the split's. */
  plantCount: number;
  by: { id: string; email: string } | null;
}

/** Epoch ms, both ends included. */
export interface TimeRange {
  from: number;
  to: number;
}

const inStay = (stay: RoomStay, ms: number) =>
  (stay.since === null || ms >= stay.since) && (stay.until === null || ms < stay.until);

const byGroup = (events: readonly RoomStageEvent[]) => {
  const groups = new Map<string, RoomStageEvent[]>();
  for (const event of events) groups.set(event.groupId, [...(groups.get(event.groupId) ?? []), event]);
  return groups;
};

/**
 * The stage bands of a device's charts: each growing stage a group held in a room, from its event to the
 * group's next one (or the range's end), clipped to the range and to the device's stays in that room. A
 * split does not end its parent's band (the parent stays where it was, with fewer plants); `done` and
 * `lost` end a band and start none.
 */
export function stageBands(
  stays: readonly RoomStay[],
  events: readonly RoomStageEvent[],
  range: TimeRange,
): StageBand[] {
  const bands: StageBand[] = [];
  for (const moves of byGroup(events).values()) {
    moves.forEach((event, index) => {
      if (!isGrowingStage(event.stage)) return;
      const next = moves[index + 1];
      const end = next ? Date.parse(next.at) : range.to;
      for (const stay of stays) {
        if (stay.roomId !== event.roomId) continue;
        const from = Math.max(Date.parse(event.at), stay.since ?? range.from, range.from);
        const to = Math.min(end, stay.until ?? range.to, range.to);
        if (to <= from) continue;
        bands.push({
          from,
          to,
          stage: event.stage,
          runId: event.runId,
          runCode: event.runCode,
          groupId: event.groupId,
          plantCount: event.plantCount,
          roomId: stay.roomId,
          roomName: stay.roomName,
        });
      }
    });
  }
  return bands.sort(
    (a, b) => a.from - b.from || (a.groupId < b.groupId ? -1 : a.groupId > b.groupId ? 1 : 0),
  );
}

/**
 * The stage events a device's charts mark, `from <= at <= to`: those of groups in the room the device was
 * in at that moment, including the moves that took a group out of it (the group left the room).
 */
export function stageMarks(
  stays: readonly RoomStay[],
  events: readonly RoomStageEvent[],
  range: TimeRange,
): RoomStageEvent[] {
  return events.filter((event) => {
    const at = Date.parse(event.at);
    if (at < range.from || at > range.to) return false;
    return stays.some(
      (stay) => (stay.roomId === event.roomId || stay.roomId === event.fromRoomId) && inStay(stay, at),
    );
  });
}
