import { localDayNumber } from '@canopy/shared/local-time';
import type { Run } from '@canopy/shared/schemas/runs';
import {
  COMPARE_STEP_HOURS,
  type CompareRun,
  type RunCompare,
  type RunCompareQuery,
} from '@canopy/shared/schemas/run-compare';
import { dayOfStage } from '@canopy/shared/site-days';
import type { Clock } from '../../lib/clock.ts';
import type { LocalBucketHours, LocalBuckets } from '../history/local-buckets.ts';
import type { DeviceStay } from '../rooms/room-stays.ts';
import { deviceMark } from '../runs/climate-marks.ts';
import { whileThere } from '../runs/climate-reads.ts';
import type { RunClimateSources } from '../runs/run-climate.ts';
import { NOTHING_MEASURED, type RoomStretch, type StretchOutcome } from '../steering/steering.ts';
import { stageMarks } from './compare-marks.ts';
import { runOutcome } from './compare-outcome.ts';
import { stageSeries } from './compare-series.ts';
import { comparisonCsv } from './comparison-csv.ts';
import { runEnd, stageStart, stageStretches } from './stage-stretches.ts';

/**
 * What a comparison reads, each from the module that keeps it (wired in compose/crop.ts); the alerts and
 * notes of the rooms' devices as a run's climate reads them.
 */
export interface RunComparisonDeps extends Pick<RunClimateSources, 'alertsOpened' | 'notesOn'> {
  clock: Clock;
  /** The site's time zone (the site module): days of stage and local hours are counted in it. */
  zone: { timeZone(): Promise<string> };
  /** The whole run as `GET /api/runs/{id}` answers it, or 404 `runs.not_found` (the runs module). */
  run(runId: string): Promise<Run>;
  /** Room names (the rooms module). */
  roomNames(roomIds: readonly string[]): Promise<Map<string, string>>;
  /** Room floor areas in m², null where not given (the rooms module). */
  roomAreas(roomIds: readonly string[]): Promise<Map<string, number | null>>;
  /** The dated stays of devices in these rooms (the rooms module). */
  deviceStays(roomIds: readonly string[]): Promise<DeviceStay[]>;
  /** Hourly rollups and meter totals by hours and days on the site's clock (the history module). */
  localBuckets: LocalBuckets;
  /** The room figures of an outcome over a run's stretches in a stage (the steering module). */
  stretchOutcome(stretches: readonly RoomStretch[], stage: RunCompareQuery['stage']): Promise<StretchOutcome>;
}

/** A run's stage as the comparison reads it: where its plants were, and from which day. */
interface RunStage {
  run: Run;
  stretches: RoomStretch[];
  startedAt: string | null;
  /** Until when the run's records are its own (now for an active run). */
  end: number;
  /** The stage's first local day (`localDayNumber`), and its span in epoch ms. */
  firstDay: number;
  from: number;
  to: number;
  stays: DeviceStay[];
}

/** Runs compared by day of stage: the JSON answer and the CSV of exactly its buckets. */
export function createRunComparison(deps: RunComparisonDeps) {
  /** Every run is read first, so an unknown one is refused (404) before any history is. */
  async function stagesOf(query: RunCompareQuery, timeZone: string): Promise<RunStage[]> {
    const runs = await Promise.all(query.ids.map((id) => deps.run(id)));
    const now = deps.clock.now().getTime();
    return Promise.all(
      runs.map(async (run): Promise<RunStage> => {
        const end = runEnd(run, now);
        const stretches = stageStretches(run, query.stage, end);
        const startedAt = stageStart(run, query.stage);
        const from = startedAt === null ? 0 : Date.parse(startedAt);
        return {
          run,
          stretches,
          startedAt,
          end,
          firstDay: localDayNumber(from, timeZone),
          from,
          to: Math.max(from, ...stretches.map((s) => s.to)),
          stays: stretches.length === 0 ? [] : await deps.deviceStays(stretches.map((s) => s.roomId)),
        };
      }),
    );
  }

  const pointsOf = (stage: RunStage, query: RunCompareQuery, timeZone: string) =>
    stageSeries(deps.localBuckets, {
      stretches: stage.stretches,
      stays: stage.stays,
      metrics: query.metrics,
      hours: COMPARE_STEP_HOURS[query.step] as LocalBucketHours,
      timeZone,
      firstDay: stage.firstDay,
    });

  async function compareRun(stage: RunStage, query: RunCompareQuery, timeZone: string) {
    const { run, stretches, startedAt } = stage;
    const inRoom = whileThere(stretches, stage.stays);
    const deviceIds = [...new Set(stage.stays.map((stay) => stay.deviceId))];
    const flowerRooms = [...new Set(stageStretches(run, 'flower', stage.end).map((s) => s.roomId))];
    const [points, alerts, notes, roomNames, areas, rooms] = await Promise.all([
      pointsOf(stage, query, timeZone),
      deps.alertsOpened(deviceIds, stage.from, stage.to),
      deps.notesOn(deviceIds, stage.from, stage.to),
      deps.roomNames([...run.events.map((e) => e.roomId), ...run.harvests.map((h) => h.roomId)]),
      deps.roomAreas(flowerRooms),
      // Steering is asked only of a run that spent time in the stage.
      stretches.length === 0 ? NOTHING_MEASURED : deps.stretchOutcome(stretches, query.stage),
    ]);
    const deviceMarks = [
      ...alerts
        .filter((a) => inRoom(a.deviceId, a.openedAt))
        .map((a) => deviceMark('alert', a.openedAt, a.text)),
      ...notes.filter((n) => inRoom(n.deviceId, n.ts)).map((n) => deviceMark('note', n.ts, n.text)),
    ];
    const compared: CompareRun = {
      id: run._id,
      code: run.code,
      name: run.name,
      state: run.state,
      strainNames: [...new Set(run.groups.map((g) => g.strainName))],
      stageStartedAt: startedAt,
      // The last day any group was still in the stage: the day of its last instant there.
      days: startedAt === null ? 0 : dayOfStage(startedAt, Math.max(stage.from, stage.to - 1), timeZone),
      points,
      marks:
        startedAt === null
          ? []
          : stageMarks(
              run,
              { from: stage.from, to: stage.to, timeZone, firstDay: stage.firstDay },
              roomNames,
              deviceMarks,
            ),
    };
    const outcome = runOutcome(run, {
      timeZone,
      flowerRoomAreas: flowerRooms.map((id) => areas.get(id) ?? null),
      rooms,
    });
    return { compared, outcome };
  }

  return {
    async compare(query: RunCompareQuery): Promise<RunCompare> {
      const timeZone = await deps.zone.timeZone();
      const stages = await stagesOf(query, timeZone);
      const runs = await Promise.all(stages.map((stage) => compareRun(stage, query, timeZone)));
      return {
        stage: query.stage,
        step: query.step,
        metrics: query.metrics,
        runs: runs.map((r) => r.compared),
        outcomes: runs.map((r) => r.outcome),
      };
    },
    /** The same buckets as `compare`, read by the same code: one CSV line per run and bucket. */
    async csv(query: RunCompareQuery): Promise<string> {
      const timeZone = await deps.zone.timeZone();
      const stages = await stagesOf(query, timeZone);
      const points = await Promise.all(stages.map((stage) => pointsOf(stage, query, timeZone)));
      return comparisonCsv(
        query.metrics,
        stages.map(({ run }, i) => ({ code: run.code, name: run.name, points: points[i]! })),
      );
    },
  };
}

export type RunComparison = ReturnType<typeof createRunComparison>;
