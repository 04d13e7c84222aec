import { isGrowingStage } from '@canopy/shared/crop';
import type { HistoryStep } from '@canopy/shared/history-steps';
import type { ClimateSeriesPoint } from '@canopy/shared/schemas/history';
import type { RunClimate, RunClimateBand, RunClimateQuery } from '@canopy/shared/schemas/run-climate';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { averagePoints, deviceReads, whileThere, type RoomStretch, type Stay } from './climate-reads.ts';
import { deviceMark, entryMarks, recordMarks } from './climate-marks.ts';
import { groupHistory, recordsOfLineage } from './group-history.ts';
import { createGroupPhotosRepository } from './group-photos.repository.ts';
import type { Port } from '../../lib/port.ts';
import type { Names, RunFeedsSource, RunProtectionSource } from './run-reader.ts';
import { groupNotFound, runNotFound } from './runs.errors.ts';
import { createRunsRepository, type EventRow, type GroupRow, type RunRow } from './runs.repository.ts';

type Range = { from: number; to: number };

/** What a run's climate is read from: other modules' functions, wired in compose/crop.ts. */
export interface RunClimateSources {
  /** The dated stays of devices in these rooms (the rooms module). */
  deviceStays(roomIds: readonly string[]): Promise<(Stay & { kind: string | null })[]>;
  /** The step a range is read at, asked or picked, and the range on its bucket bounds (the history module). */
  window(query: Range & { step?: HistoryStep | undefined }): Range & { step: HistoryStep };
  /** A climate controller's buckets starting in [from, to) (the history module). */
  climateSeries(deviceId: string, query: Range & { step: HistoryStep }): Promise<ClimateSeriesPoint[]>;
  /** Alerts of these devices opened in [from, to] (the alerts module). */
  alertsOpened(
    deviceIds: readonly string[],
    from: number,
    to: number,
  ): Promise<{ deviceId: string; openedAt: number; text: string }[]>;
  /** The notes pinned on these devices' charts with `from <= ts <= to` (the device-notes module). */
  notesOn(
    deviceIds: readonly string[],
    from: number,
    to: number,
  ): Promise<{ deviceId: string; ts: number; text: string }[]>;
}

export interface RunClimateDeps {
  db: Kysely<Database>;
  clock: Clock;
  rooms: Names;
  climate: RunClimateSources;
  /** The run's feeds, scouting and treatments (the feeding and protection modules), which it marks. */
  feeding: Port<RunFeedsSource>;
  protection: Port<RunProtectionSource>;
}

/**
 * Where the chart ends. An active run (or a harvested one, still drying and curing) runs until now; a
 * closed or abandoned run ends at its latest record, a stage event or a loss, as the rooms' climate after
 * it was no longer the run's (or, with nothing recorded after its start, when it was closed).
 */
function endOf(run: RunRow, events: readonly EventRow[], lossTimes: readonly string[], now: number): number {
  if (run.state === 'active' || run.state === 'harvested') return now;
  const latest = [...events.map((e) => e.at), ...lossTimes].reduce((a, b) => (b > a ? b : a), run.started_at);
  return Math.min(Date.parse(latest > run.started_at ? latest : run.updated_at), now);
}

/** The group asked for, or the one with most plants (the first made among equals). */
function pick(groups: readonly GroupRow[], groupId: string | undefined): GroupRow {
  const group = groupId
    ? groups.find((g) => g.id === groupId)
    : groups.reduce<GroupRow | undefined>(
        (best, g) => (!best || Number(g.plant_count) > Number(best.plant_count) ? g : best),
        undefined,
      );
  if (!group) throw groupNotFound();
  return group;
}

/** A run group's room climate over the run, with its stage bands and the marks of what happened. */
export function createRunClimate(deps: RunClimateDeps) {
  const runs = createRunsRepository(deps.db);
  const photos = createGroupPhotosRepository(deps.db);
  const sources = deps.climate;

  return async function climate(runId: string, query: RunClimateQuery): Promise<RunClimate> {
    const run = await runs.findRun(runId);
    if (!run) throw runNotFound();
    const [groups, events, losses, runPhotos, feeds, scouting, treatments] = await Promise.all([
      runs.groupsOfRuns([runId]),
      runs.eventsOfRun(runId),
      runs.lossesOfRun(runId),
      photos.ofRun(runId),
      deps.feeding.get().feedsOfRun(runId),
      deps.protection.get().scoutingOfRun(runId),
      deps.protection.get().treatmentsOfRun(runId),
    ]);
    const group = pick(groups, query.groupId);
    const start = Date.parse(run.started_at);
    const end = Math.max(
      endOf(
        run,
        events,
        losses.map((l) => l.at),
        deps.clock.now().getTime(),
      ),
      start + 1,
    );
    // Refused before anything is read when the run holds too many points at the step asked.
    const window = sources.window({ from: start, to: end, step: query.step });
    const history = groupHistory(group.id, groups, events, losses);
    const roomNames = await deps.rooms.names([
      ...new Set([...history.path, ...history.splitOffs].map((e) => e.room_id)),
    ]);
    const bands = history.path.map((event, i): RunClimateBand => {
      const next = history.path[i + 1];
      return {
        stage: event.stage,
        roomId: event.room_id,
        roomName: roomNames.get(event.room_id) ?? '',
        from: Math.min(Math.max(Date.parse(event.at), start), end),
        to: Math.min(next ? Date.parse(next.at) : end, end),
      };
    });
    // Once done or lost, no plant of the group stands in a room: its climate is no longer theirs.
    const stretches = roomStretches(bands.filter((band) => isGrowingStage(band.stage)));
    const stays = await sources.deviceStays(stretches.map((s) => s.roomId));
    const reads = deviceReads(
      stretches,
      stays.filter((stay) => stay.kind === 'climate'),
      window.step,
      start,
    );
    const series = await Promise.all(
      reads.map((read) => sources.climateSeries(read.deviceId, { ...read, step: window.step })),
    );
    const inRoom = whileThere(stretches, stays);
    const deviceIds = [...new Set(stays.map((stay) => stay.deviceId))];
    const [alerts, notes] = await Promise.all([
      sources.alertsOpened(deviceIds, start, end),
      sources.notesOn(deviceIds, start, end),
    ]);
    const marks = [
      ...recordMarks(history, roomNames),
      ...alerts
        .filter((a) => inRoom(a.deviceId, a.openedAt))
        .map((a) => deviceMark('alert', a.openedAt, a.text)),
      ...notes.filter((n) => inRoom(n.deviceId, n.ts)).map((n) => deviceMark('note', n.ts, n.text)),
      // The group's own photos, each with its note as text (empty without one): the kind says the rest.
      ...runPhotos
        .filter((photo) => photo.group_id === group.id)
        .map((photo) => deviceMark('photo', Date.parse(photo.at), photo.note)),
      ...entryMarks(recordsOfLineage(group.id, groups, events), { feeds, scouting, treatments }),
    ].sort((a, b) => a.ts - b.ts);
    return {
      groupId: group.id,
      from: window.from,
      to: end,
      step: window.step,
      points: averagePoints(series),
      bands,
      marks,
    };
  };
}

/** The bands as stretches per room, neighbours in one room joined. */
function roomStretches(bands: readonly RunClimateBand[]): RoomStretch[] {
  const stretches: RoomStretch[] = [];
  for (const band of bands) {
    const last = stretches.at(-1);
    if (last && last.roomId === band.roomId && last.to === band.from) last.to = band.to;
    else if (band.from < band.to) stretches.push({ roomId: band.roomId, from: band.from, to: band.to });
  }
  return stretches;
}
