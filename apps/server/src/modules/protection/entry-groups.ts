/** What the protection module reads of runs (the runs module, wired in compose/crop.ts). */
export interface ProtectionRuns {
  /** The groups standing in a room at an instant (not done or lost), with the plants they held then. */
  groupsInRoomAt(
    roomId: string,
    at: Date,
  ): Promise<readonly { runId: string; groupId: string; plantCount: number }[]>;
}

/** One row of a room-wide entry: a group and its part of the room's plants, or the room alone. */
export interface EntryGroup {
  runId: string | null;
  groupId: string | null;
  plantCount: number;
  share: number;
}

/**
 * What a scouting or a treatment at `at` is recorded on, one row each: the groups growing in the room
 * then, each with its part of the room's plants, most plants first (the first row is the one a follow-up
 * task links to). A room with none: one row for the room itself (no run, no group, 0 plants, the whole
 * share), so the entry is still kept.
 */
export async function groupsInRoomAt(runs: ProtectionRuns, roomId: string, at: Date): Promise<EntryGroup[]> {
  const groups = [...(await runs.groupsInRoomAt(roomId, at))].sort(
    (a, b) => b.plantCount - a.plantCount || (a.groupId < b.groupId ? -1 : 1),
  );
  const plants = groups.reduce((sum, group) => sum + group.plantCount, 0);
  if (plants === 0) return [{ runId: null, groupId: null, plantCount: 0, share: 1 }];
  return groups.map(({ runId, groupId, plantCount }) => ({
    runId,
    groupId,
    plantCount,
    share: plantCount / plants,
  }));
}
