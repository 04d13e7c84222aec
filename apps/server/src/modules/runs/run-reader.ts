import type { Feed, Scouting, Treatment } from '@canopy/shared/schemas/feeding';
import type { Harvest } from '@canopy/shared/schemas/harvests';
import type { RoomGroup } from '@canopy/shared/schemas/rooms';
import type { Run, RunSummary } from '@canopy/shared/schemas/runs';
import { dayOfStageAt } from '@canopy/shared/site-days';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FilesService } from '../files/files.service.ts';
import type { Port } from '../../lib/port.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';
import { groupPhotosOf } from './group-photos.ts';
import { runNotFound } from './runs.errors.ts';
import { parsePlannedDays, plannedDaysOf, toRun, toRunSummary, type RunContext } from './runs.mapper.ts';
import { createRunsRepository, type GroupRow, type RunFilter } from './runs.repository.ts';

/** How runs name the strains and rooms of their groups (the strains and rooms modules, wired in compose/crop.ts). */
export interface Names {
  names(ids: readonly string[]): Promise<Map<string, string>>;
}

/** A run's harvests, oldest first (the harvests module, made after runs: a port bound in compose/crop.ts). */
export interface RunHarvestsSource {
  ofRun(runId: string): Promise<Harvest[]>;
}

/** A run's groups' rows of room feeds, oldest first (the feeding module: a port bound in compose/crop.ts). */
export interface RunFeedsSource {
  feedsOfRun(runId: string): Promise<Feed[]>;
}

/** A run's groups' rows of scouting and treatments, oldest first (the protection module: a port). */
export interface RunProtectionSource {
  scoutingOfRun(runId: string): Promise<Scouting[]>;
  treatmentsOfRun(runId: string): Promise<Treatment[]>;
}

export interface RunReaderDeps {
  db: Kysely<Database>;
  clock: Clock;
  zone: Pick<SiteZoneReader, 'timeZone'>;
  strains: Names;
  rooms: Names;
  harvests: Port<RunHarvestsSource>;
  feeding: Port<RunFeedsSource>;
  protection: Port<RunProtectionSource>;
  /** Signs the links of the groups' photos. */
  files: Pick<FilesService, 'urlFor'>;
}

type RoomGroupRow = Awaited<ReturnType<ReturnType<typeof createRunsRepository>['groupsInRooms']>>[number];

/** A group as a room lists it. */
export function toRoomGroup(row: RoomGroupRow, context: RunContext): RoomGroup {
  return {
    _id: row.id,
    runId: row.run_id,
    runCode: row.run_code,
    runName: row.run_name,
    strainId: row.strain_id,
    strainName: context.strainNames.get(row.strain_id) ?? '',
    plantCount: Number(row.plant_count),
    stage: row.stage,
    stageStartedAt: row.stage_started_at,
    dayOfStage: context.dayOf(row.stage_started_at),
    plannedDays: plannedDaysOf(parsePlannedDays(row.run_planned_days), row.stage),
  };
}

const unique = (ids: Iterable<string>) => [...new Set(ids)];

/**
 * Runs as the API answers them. Day of stage is counted here, in the site's zone at the clock's "now",
 * never by the database: the same on SQLite and PostgreSQL.
 */
export function createRunReader(deps: RunReaderDeps) {
  const runs = createRunsRepository(deps.db);
  const photosOf = groupPhotosOf(deps.db, deps.files);

  async function contextFor(groups: readonly GroupRow[], withNames = true): Promise<RunContext> {
    const [zone, strainNames, roomNames] = await Promise.all([
      deps.zone.timeZone(),
      withNames ? deps.strains.names(unique(groups.map((g) => g.strain_id))) : new Map<string, string>(),
      withNames ? deps.rooms.names(unique(groups.map((g) => g.room_id))) : new Map<string, string>(),
    ]);
    return { strainNames, roomNames, dayOf: dayOfStageAt(deps.clock.now(), zone) };
  }

  return {
    async load(runId: string): Promise<Run> {
      const run = await runs.findRun(runId);
      if (!run) throw runNotFound();
      const [groups, events, losses, harvests, photos, feeds, scouting, treatments] = await Promise.all([
        runs.groupsOfRuns([runId]),
        runs.eventsOfRun(runId),
        runs.lossesOfRun(runId),
        deps.harvests.get().ofRun(runId),
        photosOf(runId),
        deps.feeding.get().feedsOfRun(runId),
        deps.protection.get().scoutingOfRun(runId),
        deps.protection.get().treatmentsOfRun(runId),
      ]);
      return toRun(
        run,
        { groups, events, losses, harvests, photos, feeds, scouting, treatments },
        await contextFor(groups),
      );
    },

    /** Active runs first, then the newest. */
    async list(filter: RunFilter): Promise<RunSummary[]> {
      const rows = await runs.listRuns(filter);
      const ids = rows.map((row) => row.id);
      const [groups, lost] = await Promise.all([runs.groupsOfRuns(ids), runs.lostOfRuns(ids)]);
      const context = await contextFor(groups);
      const byRun = new Map<string, GroupRow[]>();
      for (const group of groups) {
        const list = byRun.get(group.run_id) ?? [];
        list.push(group);
        byRun.set(group.run_id, list);
      }
      const ordered = [
        ...rows.filter((r) => r.state === 'active'),
        ...rows.filter((r) => r.state !== 'active'),
      ];
      return ordered.map((run) => toRunSummary(run, byRun.get(run.id) ?? [], lost.get(run.id) ?? 0, context));
    },

    /** The live groups in each room, with run, stage and day; strain names only when asked. */
    async groupsInRooms(roomIds: readonly string[], withNames = true): Promise<Map<string, RoomGroup[]>> {
      const rows = await runs.groupsInRooms(roomIds);
      const context = await contextFor(rows, withNames);
      const result = new Map<string, RoomGroup[]>();
      for (const row of rows) {
        const list = result.get(row.room_id) ?? [];
        list.push(toRoomGroup(row, context));
        result.set(row.room_id, list);
      }
      return result;
    },
  };
}

export type RunReader = ReturnType<typeof createRunReader>;
