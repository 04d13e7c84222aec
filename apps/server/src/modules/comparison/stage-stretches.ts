import type { GrowingStage } from '@canopy/shared/crop';
import type { Run, StageEvent } from '@canopy/shared/schemas/runs';
import type { RoomStretch } from '../steering/steering.ts';

/**
 * Until when a run's records are its own: an active run (or a harvested one, still drying and curing)
 * until now; a closed or abandoned one until its latest stage event or loss (or, with nothing recorded
 * after its start, when it was closed), as a run's climate chart ends.
 */
export function runEnd(run: Run, now: number): number {
  if (run.state === 'active' || run.state === 'harvested') return now;
  const latest = [...run.events.map((e) => e.at), ...run.losses.map((l) => l.at)].reduce(
    (a, b) => (b > a ? b : a),
    run.startedAt,
  );
  return Math.min(Date.parse(latest > run.startedAt ? latest : run.updatedAt), now);
}

/**
 * The events that set a group's stage and room, in the run's order: the split that made it (if it was
 * split off), then its own moves. Before the split its plants were its parent's, whose own events say
 * where they were.
 */
function eventsOf(groupId: string, events: readonly StageEvent[]): StageEvent[] {
  return events.filter(
    (e) => e.splitGroupId === groupId || (e.groupId === groupId && e.splitGroupId === null),
  );
}

/** The first of the run's events into the stage (a move, or a split whose part went there); null if none. */
export function stageStart(run: Run, stage: GrowingStage): string | null {
  const into = run.events.filter((e) => e.stage === stage).map((e) => e.at);
  return into.length === 0 ? null : into.reduce((a, b) => (b < a ? b : a));
}

/**
 * Where the run's plants were while in the stage: for every group, from each event that put it in the stage
 * (in a room) to its next event, or the run's end; merged per room, so a room two groups shared is read
 * once, and a group that moved rooms mid-stage gives each room its part. Ordered by room, then time.
 */
export function stageStretches(run: Run, stage: GrowingStage, end: number): RoomStretch[] {
  const spans = run.groups.flatMap((group) => {
    const path = eventsOf(group._id, run.events);
    return path.flatMap((event, i) => {
      if (event.stage !== stage) return [];
      const next = path[i + 1];
      const from = Date.parse(event.at);
      const to = Math.min(next ? Date.parse(next.at) : end, end);
      return from < to ? [{ roomId: event.roomId, from, to }] : [];
    });
  });
  const merged: RoomStretch[] = [];
  for (const span of spans.sort((a, b) => a.roomId.localeCompare(b.roomId) || a.from - b.from)) {
    const last = merged.at(-1);
    if (last && last.roomId === span.roomId && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}
