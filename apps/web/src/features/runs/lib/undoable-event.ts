import type { Run, StageEvent } from '@canopy/shared/schemas/runs';

/**
 * The move of a group that Undo removes: its latest event, unless that is the group's only one (the
 * run's start, which only deleting the run would undo).
 */
export function undoableEvent(run: Pick<Run, 'events'>, groupId: string): StageEvent | null {
  const own = run.events.filter((event) => event.groupId === groupId);
  const latest = own.at(-1);
  if (!latest) return null;
  return own.length > 1 || latest.splitGroupId !== null ? latest : null;
}
