import type { AppInstance } from '../../http/app-instance.ts';
import { createEventUndo } from './event-undo.ts';
import { createGroupLabels } from './group-label.ts';
import { createGroupPhotos, type GroupPhotoFiles } from './group-photos.ts';
import { registerGroupPhotoRoutes } from './group-photos.routes.ts';
import { createPlantLosses } from './plant-losses.ts';
import { createRoomGroupsAt } from './room-groups-at.ts';
import { createRoomHistory } from './room-history.ts';
import { createRoomsInUseRepository } from './rooms-in-use.repository.ts';
import { createRunClimate, type RunClimateSources } from './run-climate.ts';
import { createRunReader, type RunReaderDeps } from './run-reader.ts';
import type { RunWriteDeps } from './run-writes.ts';
import { createRunLineageRepository } from './run-lineage.repository.ts';
import { registerRunRoutes } from './runs.routes.ts';
import { createRunsService } from './runs.service.ts';
import { createStageMoves } from './stage-moves.ts';

/**
 * Runs, their plant groups, stage events and losses; `groupsInRooms` is what rooms show of them now,
 * `stageHistoryInRooms` the stages they held before (a device's stage bands and marks), `groupsInRoomAt`
 * those standing in a room at an instant (what a room-wide feed, scouting or treatment is written for).
 * A group's room climate is read through `climate`, from the rooms, history, alerts and device-notes
 * modules; a run's harvests through `harvests`, from the harvests module, and its feeds, scouting and
 * treatments through `feeding` and `protection` (which its climate marks too). A group's photos are stored
 * by the files module.
 */
export function createRunsModule(
  deps: RunWriteDeps &
    Pick<RunReaderDeps, 'harvests' | 'feeding' | 'protection'> & {
      publicUrl: string;
      climate: RunClimateSources;
      files: GroupPhotoFiles;
    },
) {
  const reader = createRunReader(deps);
  const photos = createGroupPhotos({ ...deps, reader });
  const withReader = { ...deps, reader };
  const api = {
    service: createRunsService(withReader),
    move: createStageMoves(withReader),
    undo: createEventUndo(withReader),
    recordLoss: createPlantLosses(withReader),
    groupLabel: createGroupLabels({ reader, publicUrl: deps.publicUrl }),
    climate: createRunClimate(deps),
  };
  return {
    ...api,
    groupsInRooms: reader.groupsInRooms,
    stageHistoryInRooms: createRoomHistory(deps),
    /** The groups standing in a room at an instant, with the plants they held: a room feed's rows. */
    groupsInRoomAt: createRoomGroupsAt(deps),
    /** The rooms runs used, which the trash keeps for good. */
    roomsInUse: createRoomsInUseRepository(deps.db).roomsInUse,
    /** What mothers and a cutting's lineage read of runs (the mothers module, wired in compose/crop.ts). */
    lineage: createRunLineageRepository(deps.db),
    routes: (app: AppInstance) => registerRunRoutes(app, api),
    /** The photo routes: registered where multipart bodies are taken. */
    uploadRoutes: (uploads: AppInstance) => registerGroupPhotoRoutes(uploads, photos),
  };
}

export type RunsApi = Pick<ReturnType<typeof createRunsModule>, 'service' | 'move' | 'undo' | 'recordLoss'>;

/** What the routes call: the API, a group's label and its room climate. */
export type RunRoutesApi = RunsApi & Pick<ReturnType<typeof createRunsModule>, 'groupLabel' | 'climate'>;
