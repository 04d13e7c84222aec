import type { Stage } from '@canopy/shared/crop';
import type { Run } from '@canopy/shared/schemas/runs';

/** A stage event as the groups of a room at an instant are read from it (a plain row). */
export interface EventAt {
  run_id: string;
  group_id: string;
  split_group_id: string | null;
  stage: Stage;
  room_id: string;
  at: string;
}

/** The stage events of runs as the runs service answers them, as the rows `standingAt` reads. */
export function eventsOfRuns(runs: readonly Pick<Run, '_id' | 'events'>[]): EventAt[] {
  return runs.flatMap((run) =>
    run.events.map((event) => ({
      run_id: run._id,
      group_id: event.groupId,
      split_group_id: event.splitGroupId,
      stage: event.stage,
      room_id: event.roomId,
      at: event.at,
    })),
  );
}

/** A group standing in a room at an instant, with the plants it held then. */
export interface GroupAt {
  runId: string;
  groupId: string;
  stage: Stage;
  plantCount: number;
  /** When it took the stage and room it held then (its latest event up to the instant). */
  since: string;
}

/** Plants that left a group after the instant: lost, or split off to go their own way. */
export interface LaterChange {
  groupId: string;
  count: number;
}

/**
 * The groups standing in `roomId` at `at` (not done or lost), from every stage event up to `at` of the
 * groups that ever stood in it, oldest first as `(at, seq)` orders them: each group holds the stage and
 * room of its latest event, a split's child from the split on (a split leaves its parent where it was).
 * Their plants are not counted yet (`plantsAt`).
 */
export function standingAt(
  roomId: string,
  at: string,
  events: readonly EventAt[],
): Omit<GroupAt, 'plantCount'>[] {
  const latest = new Map<string, EventAt>();
  for (const event of events) {
    if (event.at <= at) latest.set(event.split_group_id ?? event.group_id, event);
  }
  return [...latest]
    .filter(([, event]) => event.room_id === roomId && event.stage !== 'done' && event.stage !== 'lost')
    .map(([groupId, event]) => ({ runId: event.run_id, groupId, stage: event.stage, since: event.at }))
    .sort((a, b) => (a.since !== b.since ? (a.since < b.since ? -1 : 1) : a.groupId < b.groupId ? -1 : 1));
}

/**
 * The plants each group held at the instant, counted back from today's: what it holds now plus what it
 * lost or had split off after the instant (a loss may be dated before a later move, so counting forward
 * from an event's count would miss it). Groups with no plant then are left out.
 */
export function plantsAt(
  groups: readonly Omit<GroupAt, 'plantCount'>[],
  plantsNow: ReadonlyMap<string, number>,
  laterChanges: readonly LaterChange[],
): GroupAt[] {
  const left = new Map<string, number>();
  for (const change of laterChanges) {
    left.set(change.groupId, (left.get(change.groupId) ?? 0) + change.count);
  }
  return groups
    .map((group) => ({
      ...group,
      plantCount: (plantsNow.get(group.groupId) ?? 0) + (left.get(group.groupId) ?? 0),
    }))
    .filter((group) => group.plantCount > 0);
}
