import type { EventRow, GroupRow, LossRow } from './runs.repository.ts';

/** What happened to a group, with what happened to its parents before it split off from them. */
export interface GroupHistory {
  /** The events that set its stage and room, oldest first: each one's stage and room hold until the next. */
  path: EventRow[];
  /** Parts split off from it, which went their own way. */
  splitOffs: EventRow[];
  losses: LossRow[];
}

/**
 * A group's history over the whole run. A group split off from another was, before the split, part of it:
 * its history then is its parent's (and so on up), the split is its first event of its own.
 * `events` are the run's events in their order (at, seq).
 */
export function groupHistory(
  groupId: string,
  groups: readonly GroupRow[],
  events: readonly EventRow[],
  losses: readonly LossRow[],
): GroupHistory {
  const parents = new Map(groups.map((group) => [group.id, group.parent_group_id]));
  const rank = new Map(events.map((event, index) => [event.id, index]));

  function historyOf(id: string): GroupHistory {
    const own: GroupHistory = {
      path: events.filter((e) => e.group_id === id && e.split_group_id === null),
      splitOffs: events.filter((e) => e.group_id === id && e.split_group_id !== null),
      losses: losses.filter((loss) => loss.group_id === id),
    };
    const parentId = parents.get(id);
    const split = events.find((e) => e.split_group_id === id);
    if (!parentId || !split) return own;
    const parent = historyOf(parentId);
    const before = (e: EventRow) => rank.get(e.id)! < rank.get(split.id)!;
    // A loss at the split's very instant belongs to whichever was written first.
    const lostBefore = (loss: LossRow) =>
      loss.at < split.at || (loss.at === split.at && loss.created_at <= split.created_at);
    return {
      path: [...parent.path.filter(before), split, ...own.path],
      splitOffs: [...parent.splitOffs.filter(before), ...own.splitOffs],
      losses: [...parent.losses.filter(lostBefore), ...own.losses],
    };
  }

  return historyOf(groupId);
}

/**
 * Whether a record of a group (a feed's row, a scouting's) was made on this group's plants: a record of
 * the group itself, or of a group it split off from (and so on up) made before it did.
 */
export function recordsOfLineage(
  groupId: string,
  groups: readonly GroupRow[],
  events: readonly EventRow[],
): (record: { groupId: string | null; at: string }) => boolean {
  const parents = new Map(groups.map((group) => [group.id, group.parent_group_id]));
  /** Each group of the lineage and until when its records were this group's (null: always). */
  const until = new Map<string, string | null>([[groupId, null]]);
  let id = groupId;
  let parent = parents.get(id);
  while (parent) {
    // The split that made `id`: its plants were the parent's until then.
    const split = events.find((event) => event.split_group_id === id);
    if (!split) break;
    until.set(parent, split.at);
    id = parent;
    parent = parents.get(id);
  }
  return (record) => {
    const end = record.groupId === null ? undefined : until.get(record.groupId);
    return end === null || (end !== undefined && record.at < end);
  };
}
