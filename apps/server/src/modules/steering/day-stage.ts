import { isGrowingStage, type GrowingStage, type Stage } from '@canopy/shared/crop';

/** A stage event as the runs module tells it: the group it moved, where to, how many plants, when (ISO 8601). */
export interface StageMove {
  groupId: string;
  stage: string;
  roomId: string;
  at: string;
  plantCount: number;
}

/**
 * The stage most plants in a room held at an instant (a day's stage: its VPD target), from the stage events
 * of the groups that were ever in it, oldest first. Each group counts where its latest event up to then
 * put it; a group done, lost or moved elsewhere counts nowhere here. Null for an empty room.
 */
export function stageInRoom(moves: readonly StageMove[], roomId: string) {
  const byGroup = new Map<string, { at: number; move: StageMove }[]>();
  for (const move of moves) {
    const list = byGroup.get(move.groupId) ?? [];
    list.push({ at: Date.parse(move.at), move });
    byGroup.set(move.groupId, list);
  }
  return (t: number): GrowingStage | null => {
    const plants = new Map<GrowingStage, number>();
    for (const list of byGroup.values()) {
      const latest = list.findLast((entry) => entry.at <= t)?.move;
      const stage = latest?.stage as Stage | undefined;
      if (!latest || latest.roomId !== roomId || !stage || !isGrowingStage(stage)) continue;
      plants.set(stage, (plants.get(stage) ?? 0) + latest.plantCount);
    }
    let most: GrowingStage | null = null;
    for (const [stage, count] of plants) if (most === null || count > plants.get(most)!) most = stage;
    return most;
  };
}
